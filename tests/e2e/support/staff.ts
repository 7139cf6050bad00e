import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FixtureBooking } from './fixtures';

/** Signs in to the staff area of a restaurant and shows the day of the booking. */
export async function staffSignsIn(page: Page, restaurant: number, day: string) {
  await page.goto('/staff?lang=en');
  const form = page.getByTestId('staff-sign-in');
  await form.getByLabel('E-mail').fill(`staff-${restaurant}@dining-demo.example`);
  await form.getByLabel('Password').fill('staff123');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-day')).toBeVisible();
  await page.getByLabel('Day').fill(day);
}

/**
 * A seeded booking whose reserved time has passed (./fixtures.ts: no call books in the past), as the manage screen's
 * read answers it: its id and code, and its restaurant-local day (the staff area's Day).
 */
export async function pastBooking(request: APIRequestContext, fixture: FixtureBooking): Promise<{ id: number; code: string; day: string }> {
  const answer = await request.get(`/api/books/${fixture.id}?reservation_code=${fixture.code}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { reservation_date: day, reservation_at: at } = (await answer.json()) as { reservation_date: string; reservation_at: string };
  expect(Date.parse(at), 'the fixture booking is in the past').toBeLessThan(Date.now());
  return { id: fixture.id, code: fixture.code, day };
}
