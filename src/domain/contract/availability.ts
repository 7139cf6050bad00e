import { z } from 'zod';

export const MEAL_PERIODS = ['breakfast', 'brunch', 'lunch', 'afternoon_tea', 'dinner', 'night_brunch'] as const;
export type MealPeriod = (typeof MEAL_PERIODS)[number];

/** What a restaurant without its own booking conditions applies (spec §9: 50% no-show fee, 1 hour). */
export const DEFAULT_BOOKING_CONDITIONS = {
  min_party_size: 1,
  max_party_size: 10,
  lead_time_minutes: 60,
  max_days_ahead: 60,
  cancellation_deadline_minutes: 60,
  no_show_fee_percent: 50,
  table_hold_minutes: 15,
} as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** GET /public/restaurants/{id}/booking_conditions */
export const bookingConditionsSchema = z.object({
  restaurant_id: z.number().int().positive(),
  time_zone: z.string(),
  min_party_size: z.number().int().positive(),
  max_party_size: z.number().int().positive(),
  lead_time_minutes: z.number().int().nonnegative(),
  max_days_ahead: z.number().int().positive(),
  cancellation_deadline_minutes: z.number().int().nonnegative(),
  no_show_fee_percent: z.number().int().min(0).max(100),
  /** How long the table is kept for a late party, after the booked time. */
  table_hold_minutes: z.number().int().nonnegative(),
  meal_periods: z.array(z.object({ period: z.enum(MEAL_PERIODS), starts_at: hhmm, ends_at: hhmm })),
});
export type BookingConditions = z.infer<typeof bookingConditionsSchema>;

/** GET /public/restaurants/{id}/block_justifications: why upcoming dates cannot be booked, or null. */
export const blockJustificationsSchema = z.object({
  notification: z.string().nullable(),
  dates: z.array(z.iso.date()),
});
export type BlockJustifications = z.infer<typeof blockJustificationsSchema>;

/** GET /public/booking_restricts/explain: the restriction texts (rich text the app sanitizes), or null. */
export const bookingRestrictExplainSchema = z.object({
  explanation: z.string().nullable(),
});
export type BookingRestrictExplain = z.infer<typeof bookingRestrictExplainSchema>;

export const timeSlotSchema = z.object({
  time: hhmm,
  /** The party sizes this slot can still take; empty when it is full. */
  seats: z.object({ available: z.array(z.number().int().positive()) }),
  /** Off-peak discount in percent, on food only. */
  off_peak: z.object({ discount: z.number().int().min(1).max(100) }).nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/**
 * GET /public/restaurants/{id}/last_available_time_slots_by_date: restaurant-local dates, soonest first. Asked with
 * `slots_of_first=N`, the dates after the first N come without their slots, in `later_dates`.
 */
export const slotsByDateSchema = z.object({
  time_zone: z.string(),
  dates: z.array(z.object({ date: z.iso.date(), slots: z.array(timeSlotSchema) })),
  later_dates: z.array(z.iso.date()).optional(),
});
export type SlotsByDate = z.infer<typeof slotsByDateSchema>;

/**
 * GET /public/restaurants/{id}/booking_availability?program=&deal_id=: what the booking site shows for a restaurant
 * in one answer — the program's slots by date (for diners with access), booking conditions, blocked dates.
 */
export const bookingAvailabilitySchema = z.object({
  slots: slotsByDateSchema,
  conditions: bookingConditionsSchema,
  block: blockJustificationsSchema,
});
export type BookingAvailability = z.infer<typeof bookingAvailabilitySchema>;
