import { expect, test } from '@playwright/test';
import { typingPause } from './support/account';
import { noAxeViolations } from './support/axe';
import { PAST_BOOKINGS, PAST_RESTAURANT } from './support/fixtures';
import { pastBooking, staffSignsIn } from './support/staff';
import { acceptTermsGate } from './support/terms';

const RESTAURANT = PAST_RESTAURANT;

test('staff mark a no-show after the reserved time; the diner appeals on the manage screen; staff reject it with a reason the diner reads', async ({ page, browser }) => {
  test.slow(); // two people, four pages, axe on each
  // A booking 20 minutes before the server started, at restaurant 3: no call books in the past, so it is seeded.
  const { email } = PAST_BOOKINGS.staffNoShow;
  const { id, code, day } = await pastBooking(page.request, PAST_BOOKINGS.staffNoShow);

  await page.clock.install(); // for typingPause
  // Staff: a wrong password is refused in words; then the day's bookings, this one among them.
  await page.goto('/staff?lang=en');
  const form = page.getByTestId('staff-sign-in');
  await form.getByLabel('E-mail').fill(`staff-${RESTAURANT}@dining-demo.example`);
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The e-mail or password is incorrect');
  await staffSignsIn(page, RESTAURANT, day);
  const booking = page.getByTestId('staff-booking').filter({ hasText: code });
  await expect(booking).toHaveAttribute('data-status', 'confirmed');
  await noAxeViolations(page);
  await booking.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(booking).toHaveAttribute('data-status', 'no_show');
  await expect(booking.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
  // The diner is told by e-mail, with the way to appeal.
  const subjects = async () => ((await (await page.request.get(`/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
  await expect.poll(subjects, { timeout: 15_000 }).toEqual([expect.stringMatching(/^Marked as a no-show: /)]);

  // Staff of another restaurant never see it.
  const otherStaff = await browser.newPage();
  await staffSignsIn(otherStaff, 1, day);
  await expect(otherStaff.getByTestId('staff-booking').filter({ hasText: code })).toHaveCount(0);
  await otherStaff.close();

  // The diner, on the booking's manage screen: an empty reason is refused, then the appeal is under review.
  const diner = await browser.newPage();
  await diner.clock.install();
  await diner.goto(`/booking-detail?program=dine-asia&lang=en&booking_id=${id}&reservation_code=${code}`);
  await acceptTermsGate(diner);
  const appealForm = diner.getByTestId('no-show-appeal-form');
  await expect(appealForm).toBeVisible();
  await noAxeViolations(diner);
  await appealForm.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appealForm.getByRole('alert')).toHaveText('Please tell us why the no-show was not yours');
  await appealForm.getByLabel('What happened').fill('We arrived at 19:05 and the host seated us at table 4.');
  await typingPause(diner); // a person's pause: the spec's 300 ms debounce ignores a second press sooner
  await appealForm.getByRole('button', { name: 'Send appeal' }).click();
  await expect(diner.getByTestId('no-show-appeal')).toHaveAttribute('data-status', 'reviewing');

  // Staff see the appeal; a rejection needs a reason, then the diner reads it.
  await page.reload();
  await page.getByLabel('Day').fill(day);
  const appeal = page.getByTestId('staff-booking').filter({ hasText: code }).getByTestId('staff-appeal');
  await expect(appeal).toContainText('We arrived at 19:05');
  await appeal.getByRole('button', { name: 'Reject appeal' }).click();
  await expect(appeal.getByRole('alert')).toHaveText('Please give the diner a reason for the rejection');
  await appeal.getByLabel('Your answer to the diner (needed to reject)').fill('Our host log shows table 4 empty all evening.');
  await typingPause(page);
  await appeal.getByRole('button', { name: 'Reject appeal' }).click();
  await expect(page.getByTestId('staff-booking').filter({ hasText: code }).getByTestId('staff-appeal-decided')).toHaveText('Appeal rejected.');

  await diner.reload();
  await expect(diner.getByTestId('no-show-appeal')).toHaveAttribute('data-status', 'rejected');
  await expect(diner.getByTestId('appeal-decision-reason')).toHaveText('Our host log shows table 4 empty all evening.');
  await noAxeViolations(diner);
  await diner.close();
});
