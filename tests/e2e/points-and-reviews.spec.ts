import { expect, test } from '@playwright/test';
import { baseURL } from './support/base-url';
import { dialogStep, newDiner, smsCode } from './support/account';
import { noAxeViolations } from './support/axe';
import { REVIEWABLE_BOOKING } from './support/fixtures';
import { acceptTermsGate } from './support/terms';

const PROGRAM = 'members-club';
const json = { 'Content-Type': 'application/json', Origin: baseURL };
/**
 * Each diner of this file from an address of their own (the local server keeps a CF-Connecting-IP the request
 * brings): the suite's other sign-ups, all from 127.0.0.1, must not spend these diners' per-client limits.
 */
const dinerAddress = () => ({ 'CF-Connecting-IP': `198.51.100.${1 + Math.floor(Math.random() * 250)}` });

test.use({ extraHTTPHeaders: dinerAddress() });

test('a member signs up with a friend’s invite code in the dialog, and both see +10 points', async ({ page, browser }) => {
  test.slow(); // two accounts, the sign-up dialog, two My bookings pages
  // The friend: an account made through the edge API, its invite code read from its own My bookings.
  const friend = newDiner();
  const friendContext = await browser.newContext({ extraHTTPHeaders: dinerAddress() });
  const friendPage = await friendContext.newPage();
  const sent = await friendPage.request.post(`/api/account/codes?program=${PROGRAM}`, { headers: json, data: { country_code: '65', mobile: friend.mobile, purpose: 'sign_up' } });
  expect(sent.status()).toBe(200);
  const created = await friendPage.request.post(`/api/account/sign-up?program=${PROGRAM}`, {
    headers: json,
    data: { mobile_token: await smsCode(friendPage.request, `+65${friend.mobile}`), country_code: '65', mobile: friend.mobile, email: friend.email, nickname: `f${friend.mobile}`, password: friend.password, region_id: 3 },
  });
  expect(created.status()).toBe(201);
  await friendPage.goto(`/my-bookings?program=${PROGRAM}&lang=en`);
  const code = (await friendPage.getByTestId('member-invite-code').locator('code').textContent())!;
  await expect(friendPage.getByTestId('member-points')).toHaveText('0');

  // The new member: the login dialog's sign-up, with the friend's code on the profile step.
  const diner = newDiner();
  await page.goto(`/?program=${PROGRAM}&lang=en&showLogin=1`);
  const dialog = page.getByTestId('login-dialog');
  const submit = dialog.locator('button[type="submit"]');
  await expect(dialog).toBeVisible();
  await dialog.locator('.dialog-links button').nth(1).click();
  await dialogStep(page, 'signup-mobile');
  await dialog.locator('select[name="country_code"]').selectOption('65');
  await dialog.locator('input[name="mobile"]').fill(diner.mobile);
  await dialog.locator('input[name="privacy"]').check();
  await submit.click();
  await dialogStep(page, 'signup-code');
  await dialog.locator('input[name="mobile_token"]').fill(await smsCode(page.request, `+65${diner.mobile}`));
  await dialogStep(page, 'signup-profile');
  await dialog.locator('input[name="email"]').fill(diner.email);
  await dialog.locator('input[name="password"]').fill(diner.password);
  await dialog.locator('input[name="invite_code"]').fill(code.toLowerCase());
  await noAxeViolations(page);
  await submit.click();
  await expect(page.getByTestId('login-flash')).toBeVisible();

  await page.goto(`/my-bookings?program=${PROGRAM}&lang=en`);
  await expect(page.getByTestId('member-points')).toHaveText('10');
  await expect(page.getByTestId('points-history')).toContainText("You joined with a friend's invite code");
  await noAxeViolations(page);
  await friendPage.reload();
  await expect(friendPage.getByTestId('member-points')).toHaveText('10');
  await expect(friendPage.getByTestId('points-history')).toContainText('A friend joined with your invite code');
  await friendContext.close();
});

test('a diner reviews a past booking on its manage screen, and the profile shows it as a verified diner’s', async ({ page }) => {
  // A booking whose meal has passed: no call books in the past, so it is a fixture seeded before the server started.
  const { id, code } = REVIEWABLE_BOOKING;

  await page.goto(`/booking-detail?program=dine-asia&lang=en&booking_id=${id}&reservation_code=${code}`);
  await acceptTermsGate(page);
  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByRole('alert')).toContainText('Please rate food, service and decoration');
  // The diner clicks the fourth star (the radio inside it is visually hidden).
  for (const legend of ['Food', 'Service', 'Decoration']) {
    const group = form.getByRole('group', { name: legend });
    await group.locator('label.star').nth(3).click();
    await expect(group.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  }
  await form.getByRole('group', { name: 'Would you recommend it?' }).getByLabel('Yes').check();
  const comment = `Crisp char siu, kind staff ${id}.`;
  await form.getByLabel('Your review').fill(comment);
  await noAxeViolations(page, { include: '[data-testid="review-form"]' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByTestId('review-thanks')).toBeVisible();

  // Reloaded, the booking offers no second review; the restaurant's page shows this one first, marked verified.
  await page.reload();
  await expect(page.getByTestId('review-form')).toHaveCount(0);
  await page.goto('/profile?program=dine-asia&lang=en&restaurant_id=4');
  const review = page.locator('li', { hasText: comment });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Verified diner');
  await expect(review).toContainText('Mei T.');
});
