import { expect, test } from '@playwright/test';
import { newDiner, signUpByApi } from './support/account';
import { noAxeViolations } from './support/axe';
import { addCard, cardFormReady, gatewayField, hydrated, openAddCardForm } from './support/cards';
import { signInByApi } from './support/member-booking';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// Spec §2 card management: a member adds a card through the sandbox gateway's hosted fields and 3-D Secure, sees it
// masked, a declined card saves nothing, and the card is removed through its confirmation dialog.
const PROGRAM = 'dine-asia';
test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

test('a member adds a card with 3-D Secure, a declined card is not saved, and the card is removed', async ({ page }) => {
  test.slow();
  const diner = newDiner();
  // Which requests carry a card number: only the gateway's own fields may (their check and the session update).
  const carriers: string[] = [];
  page.on('request', (request) => {
    const seen = `${request.url()} ${request.postData() ?? ''}`.replace(/[\s+-]|%20/g, '');
    if (seen.includes('5123450000000008')) carriers.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);
  await acceptTermsGate(page);
  await expect(page.getByTestId('my-cards-guest').getByRole('link', { name: 'Log in' })).toBeVisible();

  await signUpByApi(page.request, PROGRAM, diner);
  await signInByApi(page.request, PROGRAM, diner);
  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My cards' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('no-cards')).toHaveText('No cards available to pay, please add a new one');
  await noAxeViolations(page);

  // The card form refuses an incomplete card with each field's message beside it, and nothing goes further.
  await openAddCardForm(page);
  await cardFormReady(page);
  await gatewayField(page, 'number').fill('5123 4500 0000 0009');
  await page.getByTestId('card-form-submit').click();
  await expect(page.getByTestId('card-form-alert')).toHaveText('Please check the card details');
  await expect(page.getByTestId('card-field-error-number')).toHaveText('Card number is incorrect');
  await expect(page.getByTestId('card-field-error-expiryMonth')).toHaveText('Expiry month is empty');
  await expect(page.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription('Card number is incorrect');
  await noAxeViolations(page);
  await page.getByTestId('card-form-cancel').click();
  await expect(page.getByTestId('hosted-card-form')).toHaveCount(0);
  expect(page.url()).not.toContain('card_session');
  await expect(page.getByTestId('no-cards')).toBeVisible();
  await expect(page.getByTestId('card-error')).toHaveCount(0);

  await addCard(page, { number: '5123450000000008', month: '01', year: '39', code: '100' });
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was added');
  const saved = page.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Mastercard');
  await expect(saved).toContainText('•••• 0008');
  await expect(saved).toContainText('Expires 01/39');
  await expect(saved.getByRole('radio')).toBeChecked();
  expect(new URL(page.url()).searchParams.has('card_session')).toBe(false);
  await expect(page.locator('body')).not.toContainText('5123450000000008');

  // The same page in Japanese at 375 px, for a look.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/my-cards?program=${PROGRAM}&lang=ja`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('マイカード');
  await expect(page.getByTestId('saved-card')).toContainText('有効期限 01/39');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await reviewShot(page, 'test-results/my-cards-ja-375.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);

  // Declined (05/39): the localized message, and still one card.
  await addCard(page, { number: '5123450000000008', month: '05', year: '39', code: '100' });
  await expect(page.getByTestId('card-error')).toHaveText('Your card was declined. Please use another card');
  await expect(page.getByTestId('saved-card')).toHaveCount(1);

  // Remove, by keyboard: the dialog opens on Keep card; Remove card is the next button.
  await hydrated(page, '[data-testid="add-card"]');
  await page.getByRole('button', { name: 'Remove Mastercard ending in 0008' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('remove-card-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep card' })).toBeFocused();
  await noAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove card' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was removed');
  await expect(page.getByTestId('no-cards')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('no-cards')).toBeVisible();
  expect(carriers.length).toBeGreaterThan(0);
  expect([...new Set(carriers)].sort()).toEqual(['POST /api/sandbox/gateway/field-validity', 'POST /api/sandbox/gateway/form-session-update']);
});
