import type { RedeemableVoucher, RedeemPlace } from './voucher-redemptions-db';

/** Whether the voucher's offer serves this place: an offer for a deal only at that deal, any other anywhere in its program. */
export const usableAt = (voucher: RedeemableVoucher, place: RedeemPlace): boolean =>
  voucher.deal_id === null || (voucher.deal_id === place.dealId && voucher.deal_restaurant_id === place.restaurantId);
