import { expect, test, type Page } from '@playwright/test';
import { newDiner, signUpByApi, type Diner } from './support/account';
import { noAxeViolations } from './support/axe';
import {
  bookWithCard, cancelOnManageScreen, cronAt, dinnerSlot, GUARANTEE, manageScreenPayment, manageUrl, movedToPast, paymentOf, PREPAY, PROGRAM, savedCards,
} from './support/booking-money';
import { addCard, hydrated } from './support/cards';
import { signInByApi } from './support/member-booking';
import { staffSignsIn } from './support/staff';
import { acceptTermsGate } from './support/terms';
import { reviewShot } from './support/review-shot';

// Issue 14: a restaurant's card guarantee or prepayment, told before booking and taken on a saved card the diner
// chooses; then the money follows the booking (meal, cancel, no-show, appeal, refund settlement).
test.use({ extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

const MASTERCARD = { number: '5123450000000008', month: '01', year: '39', code: '100' };
const VISA = { number: '4508750015741019', month: '02', year: '39', code: '100' };
const DAY_MS = 86_400_000;

/** A new member, signed in on the page's cookies. */
async function member(page: Page): Promise<Diner> {
  const diner = newDiner();
  await signUpByApi(page.request, PROGRAM, diner);
  await signInByApi(page.request, PROGRAM, diner);
  return diner;
}

/** The booking site of a restaurant, walked to the review step: dinner, party of 2, the guest's details. */
async function walkToReview(page: Page, restaurant: number, dayIndex: number) {
  const slot = await dinnerSlot(page.request, restaurant, dayIndex);
  await page.goto(`/restaurants/${restaurant}/reservation?program=${PROGRAM}&lang=en&date=${slot.date}&time=${slot.time}`);
  const site = page.locator('.booking-site');
  await expect(site).toHaveAttribute('data-ready', 'true');
  await page.locator('.choice-list .choice').nth(1).click(); // dinner (lunch first)
  await page.locator(`.time-choice:has(time[datetime="${slot.time}"])`).click();
  await page.locator('select').nth(1).selectOption('2');
  await page.locator('.step-actions .button-primary').click();
  if ((await site.getAttribute('data-step')) === 'deal') await page.locator('.choice-list .choice').first().click();
  await expect(site).toHaveAttribute('data-step', 'guest');
  await page.locator('input[name="first_name"]').fill('Wei');
  await page.locator('input[name="last_name"]').fill('Lim');
  await page.locator('input[name="email"]').fill('wei.lim@example.com');
  await page.locator('select[name="country_code"]').selectOption('65');
  if (!(await page.locator('input[name="mobile"]').inputValue())) await page.locator('input[name="mobile"]').fill('91234567');
  await page.locator('input[name="consent"]').check();
  await page.getByRole('button', { name: 'Review booking' }).click();
  await expect(site).toHaveAttribute('data-step', 'review');
}

test('a guest is asked to sign in; a member without cards is sent to My cards; a member books with the card they choose and staff confirm the meal; a cancelled booking releases its hold', async ({ page }) => {
  test.slow(); // adds two cards through 3-D Secure, books twice, staff and diner
  // A guest at the guarantee restaurant: the amount is told, and booking asks to sign in (the provider refuses too).
  await walkToReview(page, GUARANTEE, 2);
  const card = page.getByTestId('booking-card');
  await expect(card.getByRole('heading', { name: 'Card guarantee' })).toBeVisible();
  await expect(card.getByTestId('booking-money')).toHaveText(/^A card guarantee of SGD\s?100 \(SGD\s?50 a guest\) is held on your card\. It is released if you cancel\.$/);
  await expect(card).toContainText('This restaurant asks for a card to book. Please sign in to book');
  await expect(card.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', new RegExp(`^/profile\\?.*restaurant_id=${GUARANTEE}.*showLogin=1`));
  // Nothing to confirm with yet: Confirm waits for a card (a request sent anyway is refused, see booking-payments.test.ts).
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();

  // Signed in, no card yet: the form says so and links to My cards.
  const diner = await member(page);
  await walkToReview(page, GUARANTEE, 6); // another day: the form keeps each opening's progress

  await expect(card.getByTestId('no-booking-cards')).toContainText('No cards available to pay, please add a new one');
  const myCards = `/my-cards?program=${PROGRAM}&lang=en&booking_restaurant=${GUARANTEE}`;
  await expect(card.getByRole('link', { name: 'Add a card in My cards' })).toHaveAttribute('href', myCards);

  // My cards, opened from the booking: once a card is saved, it offers the way back to the restaurant's booking panel.
  await page.goto(myCards);
  await acceptTermsGate(page);
  await expect(page.getByTestId('continue-booking')).toHaveCount(0);
  await addCard(page, MASTERCARD);
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was added');
  await addCard(page, VISA);
  await expect(page.getByTestId('saved-card')).toHaveCount(2);
  await page.getByTestId('continue-booking').click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?program=${PROGRAM}&lang=en&restaurant_id=${GUARANTEE}#book-a-table$`));
  const cards = await savedCards(page.request);
  expect(cards).toHaveLength(2);
  const fallback = cards.find((c) => !c.is_default)!;

  // The picker: the default card is chosen; the arrow key moves to the other; axe-clean with the picker open.
  await walkToReview(page, GUARANTEE, 1); // within the authorization's days: held at booking
  const picker = card.getByRole('group', { name: 'Choose a card' });
  const radios = picker.getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(picker.getByRole('radio', { checked: true })).toHaveAccessibleName(/ending in \d{4}/);
  await expect(picker.getByRole('radio', { name: new RegExp(`ending in ${cards.find((c) => c.is_default)!.last4}`) })).toBeChecked();
  await noAxeViolations(page);
  // At phone width, in English and in Chinese (the same progress, reloaded in another language): nothing sticks out.
  await page.setViewportSize({ width: 375, height: 900 });
  for (const lang of ['en', 'zh']) {
    await page.goto(page.url().replace(/lang=[a-z-]+/i, `lang=${lang}`));
    await expect(page.locator('.booking-site')).toHaveAttribute('data-step', 'review');
    await expect(page.locator('input[type="radio"][name="booking-card"]')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await reviewShot(page, `test-results/screenshots/booking-card-${lang}-375.png`, { fullPage: true });
  }
  await page.goto(page.url().replace(/lang=[a-z-]+/i, 'lang=en'));
  await expect(radios).toHaveCount(2);
  await picker.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('radio', { name: new RegExp(`ending in ${fallback.last4}`) })).toBeChecked();
  const created = page.waitForResponse((r) => r.url().includes('/books') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const request = await created;
  expect(request.request().postDataJSON()).toMatchObject({ card_id: fallback.id, party_size: 2 });
  expect(request.status()).toBe(201);
  const { booking } = (await request.json()) as { booking: { id: number; reservation_code: string } };
  await expect(page.getByTestId('reservation-code')).toHaveText(booking.reservation_code);
  expect(await paymentOf(page.request, booking.id)).toMatchObject({ kind: 'guarantee', state: 'held', card_id: fallback.id, amount_minor: 10_000, held_minor: 10_000, captured_minor: 0 });

  // Staff of the restaurant confirm the meal once its time has come: the hold is taken.
  const day = await movedToPast(page.request, booking.id, 15);
  const staff = await page.context().browser()!.newPage();
  await staffSignsIn(staff, GUARANTEE, day);
  const row = staff.getByTestId('staff-booking').filter({ hasText: booking.reservation_code });
  // Staff read what the card guarantee stands at before they decide, and after.
  await expect(row.getByTestId('staff-booking-money')).toHaveText(/^SGD\s?100(\.00)? held on the diner's card$/);
  await row.getByRole('button', { name: 'Confirm meal' }).click();
  await expect(row).toHaveAttribute('data-status', 'completed');
  await expect(row.getByTestId('staff-booking-money')).toHaveText(/^SGD\s?100(\.00)? charged to the diner's card$/);
  await staff.close();
  expect(await paymentOf(page.request, booking.id)).toMatchObject({ state: 'captured', held_minor: 0, captured_minor: 10_000 });

  // A second booking, cancelled by the diner on the manage screen: nothing is taken, the hold is released.
  const second = await bookWithCard(page.request, { restaurant: GUARANTEE, diner, cardId: fallback.id, dayIndex: 3 });
  expect(await paymentOf(page.request, second.id)).toMatchObject({ state: 'held', held_minor: 10_000 });
  await cancelOnManageScreen(page, second);
  expect(await paymentOf(page.request, second.id)).toMatchObject({ state: 'released', held_minor: 0, captured_minor: 0, released_minor: 10_000 });
  // The diner reads both on their manage screens.
  expect(await manageScreenPayment(page, second)).toEqual({ state: 'released', events: ['held', 'released'] });
  expect(await manageScreenPayment(page, { id: booking.id, code: booking.reservation_code })).toEqual({ state: 'captured', events: ['held', 'paid'] });
});

test('a prepaid booking is paid at booking; cancelled, its refund settles after 2 business days (the cron as at 3 days later)', async ({ page }) => {
  await member(page);
  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);
  await acceptTermsGate(page);
  await addCard(page, MASTERCARD);
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was added');
  const [saved] = await savedCards(page.request);

  await walkToReview(page, PREPAY, 2);
  await expect(page.getByTestId('booking-card').getByRole('heading', { name: 'Prepayment' })).toBeVisible();
  await expect(page.getByTestId('booking-money')).toHaveText(/^SGD\s?80 \(SGD\s?40 a guest\) is paid now with your card\.$/);
  const created = page.waitForResponse((r) => r.url().includes('/books') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const { booking } = (await (await created).json()) as { booking: { id: number } };
  const id = booking.id;
  await expect(page.getByTestId('reservation-code')).toBeVisible();
  const code = (await page.getByTestId('reservation-code').textContent())!;
  expect(await paymentOf(page.request, id)).toMatchObject({ kind: 'prepay', state: 'captured', card_id: saved!.id, captured_minor: 8_000 });

  await cancelOnManageScreen(page, { id, code });
  expect(await paymentOf(page.request, id)).toMatchObject({ state: 'refund_processing', refunding_minor: 8_000, refunded_minor: 0 });
  await cronAt(page.request, new Date());
  expect(await paymentOf(page.request, id)).toMatchObject({ state: 'refund_processing', refunded_minor: 0 });
  await cronAt(page.request, new Date(Date.now() + 5 * DAY_MS)); // 3 business days on, whatever today's weekday
  expect(await paymentOf(page.request, id)).toMatchObject({ state: 'refunded', refunding_minor: 0, refunded_minor: 8_000 });
  expect(await manageScreenPayment(page, { id, code })).toEqual({ state: 'refunded', events: ['held', 'paid', 'refund_processing', 'refunded'] });
});

test('staff mark two no-shows at the guarantee restaurant: the fee is charged on each; both are appealed, one approved (refunded) and one rejected', async ({ page, browser }) => {
  test.slow();
  const diner = await member(page);
  await page.goto(`/my-cards?program=${PROGRAM}&lang=en`);
  await acceptTermsGate(page);
  await addCard(page, MASTERCARD);
  await expect(page.getByTestId('card-notice')).toHaveText('Your card was added');
  const [saved] = await savedCards(page.request);
  const first = await bookWithCard(page.request, { restaurant: GUARANTEE, diner, cardId: saved!.id, dayIndex: 1 });
  const second = await bookWithCard(page.request, { restaurant: GUARANTEE, diner, cardId: saved!.id, dayIndex: 2 });
  const day = await movedToPast(page.request, first.id, 40);
  await movedToPast(page.request, second.id, 30);

  const staff = await browser.newPage();
  await staffSignsIn(staff, GUARANTEE, day);
  for (const booking of [first, second]) {
    const row = staff.getByTestId('staff-booking').filter({ hasText: booking.code });
    await row.getByRole('button', { name: 'Mark no-show' }).click();
    await expect(row).toHaveAttribute('data-status', 'no_show');
    await expect(row.getByTestId('staff-booking-money')).toHaveAttribute('data-state', 'captured');
  }
  for (const booking of [first, second]) {
    const charged = (await paymentOf(page.request, booking.id))!;
    expect(charged).toMatchObject({ state: 'captured', held_minor: 0 });
    expect(charged.captured_minor).toBeGreaterThan(0);
    expect(charged.captured_minor + charged.released_minor).toBe(10_000);
  }

  // The diner appeals both on the manage screen.
  for (const booking of [first, second]) {
    await page.goto(manageUrl(booking));
    const form = page.getByTestId('no-show-appeal-form');
    await hydrated(page, '[data-testid="no-show-appeal-form"]');
    await form.getByLabel('What happened').fill('We were seated at table 7 at the booked time.');
    await form.getByRole('button', { name: 'Send appeal' }).click();
    await expect(page.getByTestId('no-show-appeal')).toHaveAttribute('data-status', 'reviewing');
  }

  await staff.reload();
  await staff.getByLabel('Day').fill(day);
  const approve = staff.getByTestId('staff-booking').filter({ hasText: first.code });
  await approve.getByTestId('staff-appeal').getByRole('button', { name: 'Approve appeal' }).click();
  await expect(approve.getByTestId('staff-appeal-decided')).toHaveText('Appeal approved.');
  const reject = staff.getByTestId('staff-booking').filter({ hasText: second.code });
  await reject.getByTestId('staff-appeal').getByLabel('Your answer to the diner (needed to reject)').fill('Our host log shows table 7 empty all evening.');
  await reject.getByTestId('staff-appeal').getByRole('button', { name: 'Reject appeal' }).click();
  await expect(reject.getByTestId('staff-appeal-decided')).toHaveText('Appeal rejected.');
  await staff.close();

  const fee = (await paymentOf(page.request, first.id))!;
  expect(fee).toMatchObject({ state: 'refund_processing', refunding_minor: fee.captured_minor });
  const kept = (await paymentOf(page.request, second.id))!;
  expect(kept).toMatchObject({ state: 'captured', refunding_minor: 0, refunded_minor: 0 });
  // On the diner's manage screens: the fee, and for the approved appeal its refund under way.
  expect(await manageScreenPayment(page, first)).toEqual({ state: 'refund_processing', events: ['held', 'fee_charged', 'released', 'refund_processing'] });
  expect(await manageScreenPayment(page, second)).toEqual({ state: 'captured', events: ['held', 'fee_charged', 'released'] });
});
