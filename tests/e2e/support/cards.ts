import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './base-url';
import { newDiner, signUpByApi, type Diner } from './account';
import { signInByApi } from './member-booking';
import { acceptTermsGate } from './terms';

/** Client components answer clicks once React owns them; a click before that is lost. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);
}

/** One of the sandbox gateway's hosted card fields (an iframe of the gateway in the app's card form): its input. */
export const gatewayField = (page: Page, role: 'number' | 'expiryMonth' | 'expiryYear' | 'securityCode') =>
  page.frameLocator(`iframe[data-role="${role}"]`).locator('#field');

/** The app's card form, once the gateway's fields are in place (its submit button is enabled then). */
export async function cardFormReady(page: Page) {
  await expect(page.getByTestId('hosted-card-form')).toBeVisible();
  await expect(page.getByTestId('card-form-submit')).toBeEnabled();
}

/** Types a card in the gateway's hosted fields and submits the app's card form (updateSessionFromForm). */
export async function typeCardOnGatewayPage(page: Page, card: { number?: string; month: string; year: string; code?: string }) {
  await cardFormReady(page);
  await gatewayField(page, 'number').fill(card.number ?? '5123450000000008');
  await gatewayField(page, 'expiryMonth').fill(card.month);
  await gatewayField(page, 'expiryYear').fill(card.year);
  await gatewayField(page, 'securityCode').fill(card.code ?? '100');
  await page.getByTestId('card-form-submit').click();
}

/** The sandbox issuer's 3-D Secure page: the tester picks what the bank answers (the page sends the diner back). */
export async function answerChallengePage(page: Page, answer: 'Authenticated' | 'Authentication failed' | 'Authentication unavailable') {
  await page.waitForURL(/\/api\/sandbox\/gateway\/challenge\?/);
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

/**
 * Ends the gateway's card session now, through the local sandbox: a session expires only after its full time, and it
 * is opened at run time by the card form, so no seeded row can be it.
 */
export async function expireCardSession(request: APIRequestContext, sessionId: string) {
  const answer = await request.post(`/api/dev/gateway-sessions/${sessionId}/expire`, { headers: { 'Content-Type': 'application/json', Origin: baseURL }, data: {} });
  expect(answer.status(), await answer.text()).toBe(204);
}

/** Presses Add a card until the form opens: the button ignores a press within 300 ms of the last one (spec §9). */
export async function openAddCardForm(page: Page) {
  await hydrated(page, '[data-testid="add-card"]');
  const button = page.getByTestId('add-card');
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 1000 });
    await expect(page.getByTestId('hosted-card-form')).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** On My cards: Add a card → the gateway's hosted fields → the 3-D Secure page (authenticated) → back on My cards. */
export async function addCard(page: Page, card: { number: string; month: string; year: string; code: string }) {
  await openAddCardForm(page);
  await typeCardOnGatewayPage(page, card);
  await answerChallengePage(page, 'Authenticated');
  await page.waitForURL(/\/my-cards\?/);
}

/** A new member of `program`, signed in, with the approved test Mastercard saved in My cards (hosted fields, 3-D Secure). */
export async function memberWithSavedCard(page: Page, program: string): Promise<Diner> {
  const diner = newDiner();
  await signUpByApi(page.request, program, diner);
  await signInByApi(page.request, program, diner);
  await page.goto(`/my-cards?program=${program}&lang=en`);
  await acceptTermsGate(page);
  await addCard(page, { number: '5123450000000008', month: '01', year: '39', code: '100' });
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was added');
  await expect(page.getByTestId('saved-card')).toHaveCount(1);
  return diner;
}
