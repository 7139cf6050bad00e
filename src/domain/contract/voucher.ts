import { z } from 'zod';
import { LOCALES } from '../locales';

/** Spec §4 voucher states: available, expired (its offer ended), consumed (no redemption left). */
export const VOUCHER_STATES = ['available', 'expired', 'consumed', 'coming_soon'] as const;

/** A voucher as its holder sees it (spec §3 Voucher): the code is shown only to its holder. */
export const voucherSchema = z.object({
  code: z.string(),
  title: z.string(),
  terms: z.string(),
  price_type: z.enum(['percentage', 'fixed', 'none']),
  price: z.number().int().nonnegative(),
  currency: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  total_redeems: z.number().int().positive(),
  redeems_left: z.number().int().nonnegative(),
  state: z.enum(VOUCHER_STATES),
  /** Spec §3 redemption history: date and time, venue; returned when a cancelled booking gave it back. */
  history: z.array(z.object({ redeemed_at: z.string(), restaurant_id: z.number().int(), restaurant_name: z.string(), returned: z.boolean() })),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.object({ vouchers: z.array(voucherSchema) });

/** POST /ops/programs/{program}/voucher_offers (operator API): an offer, with its texts per locale (en required). */
export const voucherOfferSchema = z
  .object({
    price_type: z.enum(['percentage', 'fixed', 'none']),
    price: z.number().int().min(0).max(10_000_000).default(0),
    currency: z.string().regex(/^[A-Z]{3}$/).nullable().default(null),
    redeems_per_voucher: z.number().int().min(1).max(100).default(1),
    welcome: z.boolean().default(false),
    /** Shown to the program's members to claim (spec §2), for this many points (0: free). */
    visible_consumer: z.boolean().default(false),
    points_price: z.number().int().min(0).max(1_000_000).default(0),
    returns_on_cancel: z.boolean().default(true),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    texts: z
      .partialRecord(z.enum(LOCALES), z.object({ title: z.string().trim().min(1).max(200), terms: z.string().max(5000).default('') }))
      .refine((texts) => texts.en !== undefined, { message: 'texts.en is required' }),
  })
  .strict()
  .refine((o) => o.starts_at < o.ends_at, { message: 'starts_at must be before ends_at', path: ['ends_at'] })
  .refine((o) => o.price_type !== 'percentage' || o.price <= 100, { message: 'A percentage is at most 100', path: ['price'] });
export type VoucherOffer = z.infer<typeof voucherOfferSchema>;

/** Spec §4 claim states of an offer, for the diner asking. */
export const CLAIM_STATES = ['claim', 'claimed', 'fully_redeemed', 'coming_soon', 'offer_ended'] as const;

/** GET /public/projects/{program}/voucher_offers: what the program's members may claim. */
export const claimableOfferSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  terms: z.string(),
  price_type: z.enum(['percentage', 'fixed', 'none']),
  price: z.number().int().nonnegative(),
  currency: z.string().nullable(),
  points: z.number().int().nonnegative(),
  start_at: z.string(),
  end_at: z.string(),
  claim_state: z.enum(CLAIM_STATES),
});
export type ClaimableOffer = z.infer<typeof claimableOfferSchema>;
export const claimableOfferListSchema = z.object({ offers: z.array(claimableOfferSchema) });
