import { z } from 'zod';
import { LOCALES } from '#domain/locales.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { VOUCHER_CODE } from './booking';

/** Spec §4 voucher states: available, expired (its offer ended), consumed (no redemption left). */
export const VOUCHER_STATES = ['available', 'expired', 'consumed', 'coming_soon'] as const;

/** A voucher as its holder sees it (spec §3 Voucher): the code is shown only to its holder. */
export const voucherSchema = z.object({
  /** The offer it was issued from. */
  offer: z.object({ id: z.number().int().positive() }),
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
  /** Spec §3: the points it cost (0 for a voucher given, not claimed); points never run out (points_type). */
  points: z.number().int().nonnegative(),
  points_type: z.literal('unlimited'),
  /** Whether members see its offer among those they may claim. */
  visible_consumer: z.boolean(),
  /** Derived flags of spec §3: no redemption left; its offer ended. */
  used: z.boolean(),
  expired: z.boolean(),
  /** The redemptions it holds now (those given back on cancellation are not counted). */
  items: z.number().int().nonnegative(),
  /**
   * Spec §3 redemption history: date and time (shown in the venue's IANA time zone), venue; returned when a
   * cancelled booking gave it back.
   */
  history: z.array(z.object({ redeemed_at: z.string(), restaurant_id: z.number().int(), restaurant_name: z.string(), time_zone: z.string(), returned: z.boolean() })),
  /** Spec §3 deal: an offer for one deal is redeemed only at that deal's restaurant; null serves every venue of the program. */
  deal: z.object({ id: z.number().int().positive(), restaurant_id: z.number().int().positive(), name: z.string() }).nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.object({ vouchers: z.array(voucherSchema) });
export const voucherDetailSchema = z.object({ voucher: voucherSchema });

/**
 * Which of the diner's vouchers a list shows: `current` follows spec §9 (unused, started, not expired), `past`
 * keeps the consumed and expired ones reachable, `all` is every one (whether the diner holds any).
 */
export const VOUCHER_LIST_VIEWS = ['current', 'past', 'all'] as const;
export type VoucherListView = (typeof VOUCHER_LIST_VIEWS)[number];
export const voucherListViewField = z.enum(VOUCHER_LIST_VIEWS).default('current');

/** Spec §9: vouchers page size 100. */
export const VOUCHERS_PAGE_SIZE = 100;

/** GET /member/vouchers (spec §7): the member's vouchers in a program, at most one page of 100. */
export const memberVouchersQuerySchema = z.object({
  project: z.string().regex(PROGRAM_SLUG),
  per_page: z.coerce.number().int().min(1).max(VOUCHERS_PAGE_SIZE).default(VOUCHERS_PAGE_SIZE),
  state: voucherListViewField,
});

/** Spec §3 Redeem: at a deal, or at the restaurant itself (an offer for every venue). */
export const REDEEM_ENTITY_TYPES = ['Deal', 'Restaurant'] as const;

/** POST /public/restaurants/{id}/redeems (spec §7), sent with an Idempotency-Key header. */
export const redeemRequestSchema = z
  .object({
    program: z.string().regex(PROGRAM_SLUG),
    redeem: z
      .object({
        entity_type: z.enum(REDEEM_ENTITY_TYPES, { error: 'redeemEntityInvalid' }),
        entity_id: z.number({ error: 'redeemEntityInvalid' }).int({ error: 'redeemEntityInvalid' }).positive({ error: 'redeemEntityInvalid' }).max(2 ** 31, { error: 'redeemEntityInvalid' }),
        voucher_code: z.string({ error: 'voucherCodeInvalid' }).trim().regex(VOUCHER_CODE, { error: 'voucherCodeInvalid' }),
      })
      .strict(),
  })
  .strict();
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** A redeem's request key: printable ASCII, 8 to 200 characters (the redemption keeps it to answer a retry). */
export const REDEEM_KEY = /^[\x21-\x7e]{8,200}$/;

/** The answer to a redeem, the same for its retries: the redemption and what it left on the voucher. */
export const redemptionSchema = z.object({
  redemption: z.object({
    id: z.number().int().positive(),
    voucher_code: z.string(),
    title: z.string(),
    restaurant_id: z.number().int().positive(),
    restaurant_name: z.string(),
    deal_id: z.number().int().positive().nullable(),
    redeemed_at: z.string(),
    redeems_left: z.number().int().nonnegative(),
    total_redeems: z.number().int().positive(),
    state: z.enum(['available', 'consumed']),
  }),
});
export type Redemption = z.infer<typeof redemptionSchema>['redemption'];

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
    /** An offer for one of the program's deals, redeemable only at that deal's restaurant. */
    deal_id: z.number().int().positive().nullable().default(null),
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
