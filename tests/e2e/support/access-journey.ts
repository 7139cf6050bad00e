import { expect, type FrameLocator, type Page } from '@playwright/test';

// The booking panel and its frame in a gated program's journey, on a page or inside a partner's frame.
export const profile = (program: string, id: number, extra = '') => `/profile?program=${program}&restaurant_id=${id}&lang=en${extra}`;
export const panel = (page: Page | FrameLocator) => page.getByTestId('booking-panel-slot');
export const step = (page: Page | FrameLocator) => panel(page).locator('.booking-panel');
export const panelReady = (page: Page | FrameLocator) => expect(panel(page).locator('[data-booking-panel="ready"]')).toBeAttached();
export const bookingFrame = (page: Page | FrameLocator) => panel(page).getByTestId('booking-frame');
export const site = (page: Page | FrameLocator) => page.frameLocator('[data-testid="booking-frame"]');

/** Opens a program's restaurant profile and waits for the panel to hydrate. */
export async function openProfile(page: Page, program: string, id: number, extra = '') {
  await page.goto(profile(program, id, extra));
  await panelReady(page);
}

/** Picks the last bookable time of the shown date and presses Book; answers the chosen time. */
export async function pickAndBook(scope: Page | FrameLocator): Promise<string> {
  const choice = panel(scope).locator('.panel-slot:enabled').last();
  const time = (await choice.locator('.panel-slot-time').getAttribute('datetime'))!;
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await panel(scope).getByRole('button', { name: 'Book', exact: true }).click();
  return time;
}

/** Book took the diner to the Verify popup (PRE_BOOKING), not to the frame. */
export async function expectVerifyPopup(scope: Page | FrameLocator) {
  await expect(step(scope)).toHaveAttribute('data-step', 'PRE_BOOKING');
  await expect(panel(scope).getByRole('heading', { name: 'Verify to book' })).toBeVisible();
  await expect(bookingFrame(scope)).toHaveCount(0);
}

/** mc-world's popup opens on CHOOSE (card number or bank login): the diner picks the card. */
export async function chooseCard(scope: Page | FrameLocator) {
  await panel(scope).getByRole('button', { name: 'With my card number' }).click();
  await expect(panel(scope).getByLabel('Card number')).toBeVisible();
}

/**
 * Walks the booking site inside the panel's frame to its reservation code: the last meal period, its last free
 * time, two guests, (no deal), guest details, review (where `atReview` may choose vouchers), confirm.
 */
export async function bookInFrame(frame: FrameLocator, email: string, atReview?: (frame: FrameLocator) => Promise<void>): Promise<string> {
  const booking = frame.locator('.booking-site');
  await expect(frame.locator('.booking-site[data-ready="true"]')).toBeAttached();
  await expect(booking).toHaveAttribute('data-step', 'meal_period');
  await frame.locator('.choice-list .choice').last().click();
  await expect(booking).toHaveAttribute('data-step', 'seats');
  await frame.locator('.time-choice:enabled').last().click();
  await frame.locator('select').nth(1).selectOption('2');
  await frame.locator('.step-actions .button-primary').click();
  await expect(booking).not.toHaveAttribute('data-step', 'seats');
  if ((await booking.getAttribute('data-step')) === 'deal') await frame.locator('.choice-list .choice').first().click();
  await expect(booking).toHaveAttribute('data-step', 'guest');
  await frame.locator('input[name="first_name"]').fill('Aiko');
  await frame.locator('input[name="last_name"]').fill('Tan');
  await frame.locator('input[name="email"]').fill(email);
  await frame.locator('select[name="country_code"]').selectOption('65');
  await frame.locator('input[name="mobile"]').fill('81234567');
  await frame.locator('input[name="consent"]').check();
  await frame.locator('form button[type="submit"].button-primary').click();
  await expect(booking).toHaveAttribute('data-step', 'review');
  if (atReview) await atReview(frame);
  await frame.locator('.booking-site[data-step="review"] button.button-primary').click();
  const code = frame.getByTestId('reservation-code');
  await expect(code).toHaveText(/^[A-Z0-9]{6,16}$/);
  return (await code.textContent())!;
}

/** The panel reports the booking the frame made. */
export async function expectBooked(scope: Page | FrameLocator, code: string) {
  await expect(panel(scope).getByRole('status').filter({ hasText: 'Booked' })).toContainText(`Booked — code ${code}`);
}

