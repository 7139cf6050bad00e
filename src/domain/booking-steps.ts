import { z } from 'zod';
import { MEAL_PERIODS, type BookingConditions, type MealPeriod, type SlotsByDate, type TimeSlot } from './contract/availability';

/**
 * The booking site's steps (spec §2 "Reservation steps"): meal period → seats → deal choice → guest
 * details → completion (review and Confirm) → success; a large group leaves the seats step for a group
 * request instead. Pure, so the page, a reload (sessionStorage) and the tests share one machine.
 */
export const BOOKING_STEPS = ['meal_period', 'seats', 'deal', 'guest', 'review', 'success'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number] | 'group' | 'group_sent';

const guestSchema = z.object({
  first_name: z.string().max(200),
  last_name: z.string().max(200),
  email: z.string().max(400),
  country_code: z.string().max(8),
  mobile: z.string().max(40),
  special_requests: z.string().max(4000),
  for_someone_else: z.boolean(),
  consent: z.boolean(),
});
export type GuestDetails = z.infer<typeof guestSchema>;

export const EMPTY_GUEST: GuestDetails = {
  first_name: '', last_name: '', email: '', country_code: '', mobile: '', special_requests: '', for_someone_else: false, consent: false,
};

const date = z.iso.date();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** What the diner has chosen so far; kept in sessionStorage so a reload resumes where it was. */
export const bookingProgressSchema = z.object({
  step: z.enum([...BOOKING_STEPS, 'group', 'group_sent']),
  /** Whether the flow has meal period and deal steps at all (fixed when it starts). */
  hasPeriods: z.boolean(),
  hasDeals: z.boolean(),
  date: date.nullable(),
  mealPeriod: z.enum(MEAL_PERIODS).nullable(),
  time: time.nullable(),
  partySize: z.number().int().positive().nullable(),
  dealId: z.number().int().positive().nullable(),
  guest: guestSchema,
  /** One key per confirm attempt: a retry, a reload or a double click sends the same key, so one booking. */
  idempotencyKey: z.string().regex(/^[\x21-\x7e]{8,255}$/).nullable(),
  booking: z.object({ id: z.number().int().positive(), reservation_code: z.string() }).nullable(),
  groupReference: z.string().nullable(),
});
export type BookingProgress = z.infer<typeof bookingProgressSchema>;

export type BookingEvent =
  | { type: 'period'; period: MealPeriod }
  | { type: 'date'; date: string }
  | { type: 'slot'; date: string; time: string; partySize: number }
  | { type: 'deal'; dealId: number | null }
  | { type: 'edit_guest'; guest: GuestDetails }
  | { type: 'guest'; guest: GuestDetails }
  | { type: 'confirming'; key: string }
  | { type: 'booked'; booking: { id: number; reservation_code: string } }
  | { type: 'nearest'; date: string; time: string }
  | { type: 'group' }
  | { type: 'group_sent'; reference: string }
  | { type: 'back' }
  | { type: 'restart' };

/** The steps this flow walks: no meal period step without periods, no deal step without deals. */
export function stepsOf(progress: Pick<BookingProgress, 'hasPeriods' | 'hasDeals'>): BookingStep[] {
  return BOOKING_STEPS.filter((step) => (step !== 'meal_period' || progress.hasPeriods) && (step !== 'deal' || progress.hasDeals));
}

type Period = BookingConditions['meal_periods'][number];

/** The meal period a slot time falls in (from its start, before its end), or null. */
export function mealPeriodOf(slotTime: string, periods: readonly Period[]): MealPeriod | null {
  return periods.find((p) => slotTime >= p.starts_at && slotTime < p.ends_at)?.period ?? null;
}

/** The periods that have at least one slot on the date, in the restaurant's order. */
export function periodsWithSlots(slots: readonly TimeSlot[], periods: readonly Period[]): MealPeriod[] {
  return periods.filter((p) => slots.some((s) => mealPeriodOf(s.time, [p]) === p.period)).map((p) => p.period);
}

/** The date's slots in a period (all of them when the restaurant has no periods). */
export function slotsInPeriod(slots: readonly TimeSlot[], period: MealPeriod | null, periods: readonly Period[]): TimeSlot[] {
  if (periods.length === 0 || period === null) return [...slots];
  return slots.filter((s) => mealPeriodOf(s.time, periods) === period);
}

export function slotsOn(availability: SlotsByDate, day: string | null): TimeSlot[] {
  return availability.dates.find((d) => d.date === day)?.slots ?? [];
}

/**
 * Where a fresh flow starts: the `date` and `time` of the frame address when they can be booked (else
 * the first bookable date), the period of that time, the `deal_id` if the restaurant offers it.
 */
export function initialProgress(p: {
  availability: SlotsByDate;
  periods: readonly Period[];
  dealIds: readonly number[];
  date?: string | undefined;
  time?: string | undefined;
  dealId?: string | undefined;
}): BookingProgress {
  const wanted = p.availability.dates.find((d) => d.date === p.date);
  const day = wanted ?? p.availability.dates[0];
  const slot = wanted?.slots.find((s) => s.time === p.time && s.seats.available.length > 0);
  const dealId = Number(p.dealId);
  const hasPeriods = p.periods.length > 0;
  return {
    step: hasPeriods ? 'meal_period' : 'seats',
    hasPeriods,
    hasDeals: p.dealIds.length > 0,
    date: day?.date ?? null,
    mealPeriod: slot ? mealPeriodOf(slot.time, p.periods) : null,
    time: slot?.time ?? null,
    partySize: null,
    dealId: p.dealIds.includes(dealId) ? dealId : null,
    guest: EMPTY_GUEST,
    idempotencyKey: null,
    booking: null,
    groupReference: null,
  };
}

function after(progress: BookingProgress, step: BookingStep): BookingStep {
  const steps = stepsOf(progress);
  return steps[steps.indexOf(step) + 1] ?? step;
}

function before(progress: BookingProgress): BookingStep {
  if (progress.step === 'group') return 'seats';
  const steps = stepsOf(progress);
  const index = steps.indexOf(progress.step);
  return index > 0 ? steps[index - 1]! : progress.step;
}

/** The next state for an event. Any change to what would be booked drops the confirm attempt's key. */
export function nextProgress(progress: BookingProgress, event: BookingEvent): BookingProgress {
  // A finished booking or group request is final until the diner starts over.
  if ((progress.step === 'success' || progress.step === 'group_sent') && event.type !== 'restart') return progress;
  switch (event.type) {
    case 'period':
      return { ...progress, mealPeriod: event.period, step: 'seats', idempotencyKey: null };
    case 'date':
      return { ...progress, date: event.date, time: null, partySize: null, idempotencyKey: null };
    case 'slot':
      return { ...progress, date: event.date, time: event.time, partySize: event.partySize, step: after(progress, 'seats'), idempotencyKey: null };
    case 'deal':
      return { ...progress, dealId: event.dealId, step: after(progress, 'deal'), idempotencyKey: null };
    case 'edit_guest':
      return { ...progress, guest: event.guest, idempotencyKey: null };
    case 'guest':
      return { ...progress, guest: event.guest, step: 'review', idempotencyKey: null };
    case 'confirming':
      return progress.step === 'review' ? { ...progress, idempotencyKey: progress.idempotencyKey ?? event.key } : progress;
    case 'booked':
      return { ...progress, booking: event.booking, step: 'success' };
    case 'nearest':
      return { ...progress, date: event.date, time: event.time, step: 'review', idempotencyKey: null };
    case 'group':
      return { ...progress, step: 'group' };
    case 'group_sent':
      return { ...progress, groupReference: event.reference, step: 'group_sent' };
    case 'back':
      return { ...progress, step: before(progress) };
    case 'restart':
      return { ...progress, step: stepsOf(progress)[0]!, time: null, partySize: null, idempotencyKey: null, booking: null, groupReference: null };
  }
}

/** A stored progress, if it is well formed (anything else starts afresh). */
export function readStoredProgress(text: string | null): BookingProgress | null {
  if (!text) return null;
  try {
    const parsed = bookingProgressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The create request for what was chosen (validated with bookingCreateSchema by the caller). */
export function bookingRequestOf(progress: BookingProgress, extras: { program: string; voucherCodes?: readonly string[]; cardId?: number | null }): Record<string, unknown> {
  return {
    program: extras.program,
    date: progress.date,
    time: progress.time,
    party_size: progress.partySize,
    deal_id: progress.dealId,
    ...progress.guest,
    ...(extras.voucherCodes?.length ? { voucher_codes: [...extras.voucherCodes] } : {}),
    ...(extras.cardId ? { card_id: extras.cardId } : {}),
  };
}
