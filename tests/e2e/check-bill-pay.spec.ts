import { expect, test, type Browser, type Page } from '@playwright/test';
import { newDiner, signUpByApi } from './support/account';
import { noAxeViolations } from './support/axe';
import { answerChallengePage, memberWithSavedCard, typeCardOnGatewayPage } from './support/cards';
import { PAST_BOOKINGS, PAST_RESTAURANT } from './support/fixtures';
import { pastBooking, staffSignsIn } from './support/staff';
import { signInByApi } from './support/member-booking';
import { acceptTermsGate } from './support/terms';

// Check Bill pays (spec §2 manage screen, §7 pos-pay): staff open a bill, the signed-in diner, who has no saved card,
// pays it with a new card typed in the payment gateway's hosted fields and passed through the bank's 3-D Secure challenge;
// a failed challenge and a declined card first pay nothing.
const RESTAURANT = PAST_RESTAURANT;
const PROGRAM = 'dine-asia';
test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

/** The gateway's hosted fields in the bill's card form, then the issuer's 3-D Secure page, which sends the diner back to the manage screen. */
async function payWithNewCard(page: Page, card: { month: string; year: string }, challenge: 'Authenticated' | 'Authentication failed' = 'Authenticated') {
  await typeCardOnGatewayPage(page, card);
  await answerChallengePage(page, challenge);
  await page.waitForURL(/\/booking-detail\?/);
}

/** Staff of the restaurant sign in on a page of their own and open a bill of `amount` (CNY) for the booking of `code`. */
async function staffOpensBill(browser: Browser, p: { code: string; day: string; amount: string }) {
  const staff = await browser.newPage();
  await staffSignsIn(staff, RESTAURANT, p.day);
  const bills = staff.getByTestId('staff-booking').filter({ hasText: p.code }).getByTestId('staff-bills');
  await bills.getByLabel('Bill amount (CNY)').fill(p.amount);
  await bills.getByRole('button', { name: 'Open a bill' }).click();
  return { staff, bills };
}

test('staff open a bill; the diner pays it from Check Bill with a new card through the gateway and sees it paid', async ({ page, browser }) => {
  test.slow();
  // A booking 20 minutes before the server started, at restaurant 3 (CNY): no call books in the past, so it is seeded.
  const { id, code, day } = await pastBooking(page.request, PAST_BOOKINGS.billPaidWithNewCard);
  const { staff, bills } = await staffOpensBill(browser, { code, day, amount: '86.50' });
  await expect(bills.getByRole('list', { name: 'Bills' }).getByRole('listitem')).toContainText('Awaiting payment');

  // The diner, signed in as a member without saved cards; only the gateway's hosted fields ever see a card number.
  const carriers: string[] = [];
  page.on('request', (request) => {
    if (`${request.url()} ${request.postData() ?? ''}`.includes('5123450000000008')) carriers.push(new URL(request.url()).pathname);
  });
  const diner = newDiner();
  await signUpByApi(page.request, PROGRAM, diner);
  await signInByApi(page.request, PROGRAM, diner);
  const manage = `/booking-detail?program=${PROGRAM}&lang=en&booking_id=${id}&reservation_code=${code}`;
  await page.goto(manage);
  await acceptTermsGate(page);
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Check Bill' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your bill' });
  await expect(drawer.getByTestId('bill-amount')).toHaveText(/86\.50/);
  // Keyboard: Pay opens the bill's payment.
  await drawer.getByRole('button', { name: 'Pay', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('no-bill-cards')).toHaveText('No cards available to pay, please add a new one');
  await noAxeViolations(page);

  // A challenge the bank fails: back on the manage screen, the card message is announced and the bill stays open.
  await drawer.getByTestId('pay-new-card').click();
  await payWithNewCard(page, { month: '01', year: '39' }, 'Authentication failed');
  const failed = page.getByRole('dialog', { name: 'Your bill' });
  await expect(failed.getByRole('alert')).toHaveText('3-D Secure authentication failed. Please try again or use another card');
  expect(new URL(page.url()).searchParams.has('bill_session')).toBe(false);
  expect(new URL(page.url()).searchParams.has('bill_3ds')).toBe(false);
  await expect(failed.getByTestId('bill-status')).toHaveCount(0);
  await noAxeViolations(page);

  // A declined card (expiry 05/39), authenticated: the refusal is announced and the bill stays open.
  await failed.getByTestId('pay-new-card').click();
  await payWithNewCard(page, { month: '05', year: '39' });
  const back = page.getByRole('dialog', { name: 'Your bill' });
  await expect(back.getByRole('alert')).toHaveText('Your card was declined. Please use another card');
  await expect(back.getByTestId('bill-status')).toHaveCount(0);
  await noAxeViolations(page);

  // Another card (01/39), through the bank's challenge, pays it: the bill reads paid, and stays so after a reload.
  await back.getByTestId('pay-new-card').click();
  await payWithNewCard(page, { month: '01', year: '39' });
  const paid = page.getByRole('dialog', { name: 'Your bill' });
  await expect(paid.getByTestId('bill-paid')).toHaveText('Your bill is paid. Thank you! A receipt is on its way to your e-mail.');
  await expect(paid.getByTestId('bill-status')).toHaveText('Paid');
  await noAxeViolations(page);
  await page.goto(manage);
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Check Bill' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bill' }).getByTestId('bill-status')).toHaveText('Paid');
  expect([...new Set(carriers)].sort()).toEqual(['/api/sandbox/gateway/field-validity', '/api/sandbox/gateway/form-session-update']);

  // Staff see it paid.
  await staff.reload();
  await staff.getByLabel('Day').fill(day);
  await expect(staff.getByTestId('staff-booking').filter({ hasText: code }).getByRole('list', { name: 'Bills' }).getByRole('listitem')).not.toContainText('Awaiting payment');
  await staff.close();
});

test('a member pays a bill with a card saved in My cards; the receipt reaches the booking’s e-mail', async ({ page, browser }) => {
  test.slow();
  const { email } = PAST_BOOKINGS.billPaidWithSavedCard;
  const { id, code, day } = await pastBooking(page.request, PAST_BOOKINGS.billPaidWithSavedCard);
  const { staff, bills } = await staffOpensBill(browser, { code, day, amount: '120' });
  await expect(bills.getByRole('list', { name: 'Bills' }).getByRole('listitem')).toHaveCount(1);
  await staff.close();

  // The member saves a card in My cards (gateway page, then 3-D Secure).
  await memberWithSavedCard(page, PROGRAM);

  // Check Bill lists the card, chosen; Pay with it.
  await page.goto(`/booking-detail?program=${PROGRAM}&lang=en&booking_id=${id}&reservation_code=${code}`);
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Check Bill' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your bill' });
  await drawer.getByRole('button', { name: 'Pay', exact: true }).click();
  const saved = drawer.getByRole('radio', { name: /Mastercard ending in 0008/ });
  await expect(saved).toBeChecked();
  await noAxeViolations(page);
  await drawer.getByTestId('pay-saved-card').click();
  await expect(drawer.getByTestId('bill-paid')).toBeFocused();
  await expect(drawer.getByTestId('bill-status')).toHaveText('Paid');

  // The receipt, once, to the booking's address.
  const receipts = async () =>
    ((await (await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; text_body?: string }[] }).messages;
  await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBe(1);
  expect((await receipts())[0]!.subject).toMatch(/^Receipt: your bill at .+ is paid$/);
});
