import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './base-url';
import { sandboxBookingPaymentSchema, sandboxReservedAtAnswerSchema, type SandboxBookingPayment } from '#domain/contract/sandbox-bookings.ts';
import type { Diner } from './account';

/** The demo's card policies (server/provider/seed/payment-policies.ts): SGD 50 a guest held, SGD 40 a guest paid ahead. */
export const GUARANTEE = 162;
export const PREPAY = 163;
export const PROGRAM = 'dine-asia';

const json = { 'Content-Type': 'application/json', Origin: baseURL };

interface Availability { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } }

/** A dinner slot `dayIndex` bookable dates from today that takes a party of 2 (each booking its own day: one member, many bookings). */
export async function dinnerSlot(request: APIRequestContext, restaurant: number, dayIndex: number): Promise<{ date: string; time: string }> {
  const answer = await request.get(`/api/restaurants/${restaurant}/availability?program=${PROGRAM}`);
  expect(answer.status()).toBe(200);
  const day = ((await answer.json()) as Availability).slots.dates[dayIndex]!;
  const slot = day.slots.find((s) => s.time >= '18:00' && s.seats.available.includes(2))!;
  return { date: day.date, time: slot.time };
}

/** Books through the product's create call as the signed-in member of `request`, holding or paying with `cardId`. */
export async function bookWithCard(request: APIRequestContext, p: { restaurant: number; diner: Diner; cardId: number; dayIndex: number }) {
  const slot = await dinnerSlot(request, p.restaurant, p.dayIndex);
  const answer = await request.post(`/api/restaurants/${p.restaurant}/books`, {
    headers: { ...json, 'Idempotency-Key': `e2e-money-${p.diner.mobile}-${p.restaurant}-${p.dayIndex}-${Date.now()}` },
    data: {
      program: PROGRAM, date: slot.date, time: slot.time, party_size: 2, first_name: 'Wei', last_name: 'Lim',
      email: p.diner.email, country_code: p.diner.countryCode, mobile: p.diner.mobile, consent: true, card_id: p.cardId,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { booking } = (await answer.json()) as { booking: { id: number; reservation_code: string } };
  return { id: booking.id, code: booking.reservation_code };
}

/** The member's saved cards usable in the program, default first (what the booking form offers). */
export async function savedCards(request: APIRequestContext): Promise<{ id: number; last4: string; is_default: boolean }[]> {
  const answer = await request.get(`/api/cards?program=${PROGRAM}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { bank_cards: { id: number; last4: string; is_default: boolean }[] }).bank_cards;
}

/** The booking's payment as the provider recorded it (its system of record), read through the local sandbox. */
export async function paymentOf(request: APIRequestContext, bookingId: number): Promise<SandboxBookingPayment | undefined> {
  const answer = await request.get(`/api/dev/bookings/${bookingId}/payment`);
  expect(answer.status(), await answer.text()).toBe(200);
  return sandboxBookingPaymentSchema.parse(await answer.json()).payment ?? undefined;
}

/**
 * Moves a booking `minutesAgo` into the past through the local sandbox (no call books in the past, and the booking,
 * made at run time with a saved card, is no seeded row); answers its restaurant-local day, the staff area's Day.
 */
export async function movedToPast(request: APIRequestContext, bookingId: number, minutesAgo: number): Promise<string> {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return (await reservedAt(request, bookingId, at)).date;
}

/** Sets a booking's reserved time through the local sandbox; answers it and its restaurant-local day. */
export async function reservedAt(request: APIRequestContext, bookingId: number, at: string): Promise<{ reservation_at: string; date: string }> {
  const answer = await request.post(`/api/dev/bookings/${bookingId}/reserved_at`, { headers: json, data: { at } });
  expect(answer.status(), await answer.text()).toBe(200);
  return sandboxReservedAtAnswerSchema.parse(await answer.json());
}

/** Runs the provider's scheduled jobs as at `at` (the sandbox cron, local development only). */
export async function cronAt(request: APIRequestContext, at: Date): Promise<void> {
  const answer = await request.post('/api/dev/cron', { headers: json, data: { at: at.toISOString() } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The diner's manage screen of a booking. */
export const manageUrl = (booking: { id: number; code: string }) => `/booking-detail?program=${PROGRAM}&lang=en&booking_id=${booking.id}&reservation_code=${booking.code}`;

/** Cancels on the manage screen, through its confirmation dialog. */
export async function cancelOnManageScreen(page: Page, booking: { id: number; code: string }) {
  await page.goto(manageUrl(booking));
  await expect(page.locator('.manage-actions[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog', { name: 'Cancel this reservation?' }).getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByTestId('reservation-cancelled')).toHaveText('Reservation cancelled');
}

/** The payment section of the diner's manage screen: its summary's state and its history's events, oldest first. */
export async function manageScreenPayment(page: Page, booking: { id: number; code: string }) {
  await page.goto(manageUrl(booking));
  const section = page.getByTestId('booking-payment');
  await expect(section).toBeVisible();
  return {
    state: await section.getByTestId('payment-summary').getAttribute('data-state'),
    events: await section.getByTestId('payment-timeline').locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-event'))),
  };
}
