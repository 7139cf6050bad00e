import type { Redemption, Voucher } from '#domain/contract/voucher.ts';
import { callApi, type ApiAnswer } from '#lib/api-client.ts';

/** The diner's vouchers usable at this restaurant (asked only when the diner opens the redeem dialog). */
export async function vouchersUsableAt(restaurantId: number, program: string, lang: string): Promise<ApiAnswer<Voucher[]>> {
  const answer = await callApi<{ vouchers: Voucher[] }>(`/api/restaurants/${restaurantId}/vouchers?program=${encodeURIComponent(program)}&lang=${encodeURIComponent(lang)}`, { lang });
  return answer.ok ? { ok: true, data: answer.data.vouchers } : answer;
}

/**
 * Redeems a voucher here (spec §7 redeems): at its deal when its offer is for one, else at the restaurant. The
 * request key stays the same for every try of one redeem, so a retry after a lost answer redeems nothing more.
 */
export async function redeemVoucher(p: { restaurantId: number; program: string; lang: string; voucher: Voucher; requestKey: string }): Promise<ApiAnswer<Redemption>> {
  const entity = p.voucher.deal ? { entity_type: 'Deal', entity_id: p.voucher.deal.id } : { entity_type: 'Restaurant', entity_id: p.restaurantId };
  const answer = await callApi<{ redemption: Redemption }>(`/api/restaurants/${p.restaurantId}/redeems?lang=${encodeURIComponent(p.lang)}`, {
    lang: p.lang,
    method: 'POST',
    idempotencyKey: p.requestKey,
    body: { program: p.program, redeem: { ...entity, voucher_code: p.voucher.code } },
  });
  return answer.ok ? { ok: true, data: answer.data.redemption } : answer;
}
