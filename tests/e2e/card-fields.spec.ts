import { expect, test, type Page } from '@playwright/test';
import { newDiner, signUpByApi } from './support/account';
import { noAxeViolations } from './support/axe';
import { addCard, cardFormReady, expireCardSession, gatewayField, openAddCardForm } from './support/cards';
import { signInByApi } from './support/member-booking';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// The card form's messages (spec §8) as the gateway's hosted fields answer them: each beside its field, described by
// it, announced in a summary; then the issuer's answers to a typed card. The sandbox gateway emulates MPGS here.
const PROGRAM = 'dine-asia';
test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

async function openCardForm(page: Page, lang = 'en') {
  const diner = newDiner();
  await signUpByApi(page.request, PROGRAM, diner);
  await signInByApi(page.request, PROGRAM, diner);
  await page.goto(`/my-cards?program=${PROGRAM}&lang=${lang}`);
  await acceptTermsGate(page);
  await openAddCardForm(page);
  await cardFormReady(page);
}

const fieldError = (page: Page, field: string) => page.getByTestId(`card-field-error-${field}`);

test('each field says what is wrong beside it, by keyboard too, and the form passes axe', async ({ page }) => {
  test.slow();
  await openCardForm(page);

  // The label focuses its field; Tab goes on from field to field.
  await page.getByText('Card number', { exact: true }).click();
  await expect(gatewayField(page, 'number')).toBeFocused();
  await page.keyboard.type('5123 45ab');
  await page.keyboard.press('Tab');
  await expect(gatewayField(page, 'expiryMonth')).toBeFocused();
  await expect(fieldError(page, 'number')).toHaveText('Card number contains invalid characters');
  await expect(page.getByRole('group', { name: 'Card number' })).toHaveAccessibleDescription('Card number contains invalid characters');

  await page.keyboard.type('13');
  await page.keyboard.press('Tab');
  await expect(fieldError(page, 'expiryMonth')).toHaveText('Expiry month is invalid');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(fieldError(page, 'expiryYear')).toHaveText('Expiry year is incomplete (YY)');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(fieldError(page, 'securityCode')).toHaveText('Security code is incomplete');
  await noAxeViolations(page);

  // A card the gateway does not take, then a correction clears the field's message.
  await gatewayField(page, 'number').fill('4111111111111111');
  await gatewayField(page, 'number').blur();
  await expect(fieldError(page, 'number')).toHaveText('This card is not supported. Please use another card');
  await gatewayField(page, 'number').fill('5123450000000008');
  await expect(fieldError(page, 'number')).toHaveCount(0);

  // Submitting with the expiry emptied: the gateway names each field in error; the summary is announced.
  await gatewayField(page, 'expiryMonth').fill('');
  await gatewayField(page, 'expiryYear').fill('');
  await gatewayField(page, 'securityCode').fill('100');
  await page.getByTestId('card-form-submit').click();
  await expect(page.getByTestId('card-form-alert')).toHaveText('Please check the card details');
  await expect(page.getByTestId('card-form-alert')).toHaveAttribute('role', 'alert');
  await expect(fieldError(page, 'expiryMonth')).toHaveText('Expiry month is empty');
  await expect(fieldError(page, 'expiryYear')).toHaveText('Expiry year is empty');
  await expect(fieldError(page, 'number')).toHaveCount(0);
  await noAxeViolations(page);
  await reviewShot(page, 'test-results/card-fields-en-errors.png', { fullPage: true });
});

test('the issuer\'s answers to a typed card: declined, expired, timed out, wrong security code', async ({ page }) => {
  test.slow();
  await openCardForm(page);
  await page.getByTestId('card-form-cancel').click();
  for (const [card, message] of [
    [{ month: '05', year: '39', code: '100' }, 'Your card was declined. Please use another card'],
    [{ month: '04', year: '27', code: '100' }, 'This card has expired. Please use another card'],
    [{ month: '08', year: '28', code: '100' }, 'Your bank did not answer in time. Please try again'],
    [{ month: '01', year: '39', code: '102' }, 'The security code does not match this card'],
  ] as const) {
    await addCard(page, { number: '5123450000000008', ...card });
    await expect(page.getByTestId('card-error')).toHaveText(message);
    await expect(page.getByTestId('no-cards')).toBeVisible();
  }
});

for (const [lang, label, incorrect, empty] of [
  ['en', 'Card number', 'Card number is incorrect', 'Expiry month is empty'],
  ['th', 'หมายเลขบัตร', 'หมายเลขบัตรไม่ถูกต้อง', 'ยังไม่ได้กรอกเดือนที่หมดอายุ'],
] as const) {
  test(`at 375 px in ${lang} the card form is translated and fits`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openCardForm(page, lang);
    await expect(page.getByRole('group', { name: label })).toBeVisible();
    await reviewShot(page, `test-results/card-fields-${lang}-375.png`, { fullPage: true });
    await gatewayField(page, 'number').fill('5123450000000009');
    await page.getByTestId('card-form-submit').click();
    await expect(fieldError(page, 'number')).toHaveText(incorrect);
    await expect(fieldError(page, 'expiryMonth')).toHaveText(empty);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await noAxeViolations(page);
    await reviewShot(page, `test-results/card-fields-${lang}-375-errors.png`, { fullPage: true });
  });
}

test('an expired card session says "not authorized, reload"; the app loads no card script off the gateway\'s origin, nor without one', async ({ page }) => {
  test.slow();
  await openCardForm(page);
  const src = await page.locator('iframe[data-role="number"]').getAttribute('src');
  const sessionId = new URL(src!, page.url()).searchParams.get('session_id')!;
  expect(sessionId).toMatch(/^SESSION[0-9A-Z]+$/);
  await expireCardSession(page.request, sessionId);
  await gatewayField(page, 'number').fill('5123450000000008');
  await gatewayField(page, 'expiryMonth').fill('01');
  await gatewayField(page, 'expiryYear').fill('39');
  await gatewayField(page, 'securityCode').fill('100');
  await page.getByTestId('card-form-submit').click();
  await expect(page.getByTestId('card-form-alert')).toHaveText('Not authorized: your card session has expired. Please reload and try again');
  await page.getByTestId('card-form-cancel').click();

  // A card session naming a script on another origin: refused before anything loads from there.
  const foreign: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).hostname === 'gateway.evil.example' && foreign.push(request.url())));
  await page.route('**/api/cards/session?*', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), js_url: 'https://gateway.evil.example/session.js' } });
  });
  await openAddCardForm(page);
  await expect(page.getByTestId('card-form-alert')).toHaveText('Card entry is not set up here. Please use a saved card or try again later');
  await expect(page.getByTestId('card-form-submit')).toHaveCount(0);
  expect(foreign).toEqual([]);
  await page.getByTestId('card-form-cancel').click();
  await page.unroute('**/api/cards/session?*');

  // A page that names no gateway origin (a production app without PAYMENT_GATEWAY_ORIGIN): no script at all.
  await page.evaluate(() => document.querySelector('meta[name="payment-gateway-origin"]')!.setAttribute('content', ''));
  const scripts: string[] = [];
  page.on('request', (request) => void (request.url().includes('session.js') && scripts.push(request.url())));
  await openAddCardForm(page);
  await expect(page.getByTestId('card-form-alert')).toHaveText('Card entry is not set up here. Please use a saved card or try again later');
  expect(scripts).toEqual([]);
  await noAxeViolations(page);
});
