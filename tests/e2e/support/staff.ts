import { expect, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { toLocal } from '#domain/restaurant-time.ts';
import { E2E_STATE } from './e2e-state';

const exec = promisify(execFile);

/** A statement on the e2e server's D1 (for the state no call can reach: a booking whose time has passed). */
export async function e2eSql<T>(command: string): Promise<T[]> {
  const { stdout } = await exec('npx', ['--no-install', 'wrangler', 'd1', 'execute', 'DB', '--local', '-c', 'server/provider/wrangler.toml', '--persist-to', E2E_STATE, '--json', '--command', command]);
  return (JSON.parse(stdout) as { results: T[] }[])[0]!.results;
}

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
 * A dine-asia booking of a guest at a restaurant, `minutesAgo` minutes ago: no call books in the past, so it is
 * written into the e2e D1. Answers its id and its restaurant-local day (the staff area's Day).
 */
export async function e2ePastBooking(p: { restaurant: number; code: string; minutesAgo: number; first: string; last: string; email: string; mobile: string }) {
  const at = new Date(Date.now() - p.minutesAgo * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const [row] = await e2eSql<{ id: number; time_zone: string }>(
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, first_name, last_name, email, country_code, mobile, time_zone)
     SELECT ${p.restaurant}, 'dine-asia', '${p.first} ${p.last}', '${at}', 'confirmed', '${p.code}', '${p.first}', '${p.last}', '${p.email}', '65', '${p.mobile}', time_zone
     FROM restaurants WHERE id = ${p.restaurant} RETURNING id, time_zone`,
  );
  return { id: row!.id, day: toLocal(new Date(at), row!.time_zone).date };
}
