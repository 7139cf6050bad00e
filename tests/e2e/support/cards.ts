import { expect, type Page } from '@playwright/test';

/** Client components answer clicks once React owns them; a click before that is lost. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);
}

/** The sandbox gateway's card page: type a card and continue (the page then sends the diner on). */
export async function typeCardOnGatewayPage(page: Page, card: { number?: string; month: string; year: string; code?: string }) {
  await page.waitForURL(/\/api\/sandbox\/gateway\/card\?/);
  await page.getByLabel('Card number').fill(card.number ?? '5123450000000008');
  await page.getByLabel('Expiry month (MM)').fill(card.month);
  await page.getByLabel('Expiry year (YY)').fill(card.year);
  await page.getByLabel('Security code').fill(card.code ?? '100');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The sandbox issuer's 3-D Secure page: the tester picks what the bank answers (the page sends the diner back). */
export async function answerChallengePage(page: Page, answer: 'Authenticated' | 'Authentication failed' | 'Authentication unavailable') {
  await page.waitForURL(/\/api\/sandbox\/gateway\/challenge\?/);
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

/** On My cards: Add a card → the gateway's card page → the 3-D Secure page (authenticated) → back on My cards. */
export async function addCard(page: Page, card: { number: string; month: string; year: string; code: string }) {
  await hydrated(page, '[data-testid="add-card"]');
  await page.getByTestId('add-card').click();
  await typeCardOnGatewayPage(page, card);
  await answerChallengePage(page, 'Authenticated');
  await page.waitForURL(/\/my-cards\?/);
}
