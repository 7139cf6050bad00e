import type { Redemption, Voucher } from '#domain/contract/voucher.ts';
import { firstErrorMessage } from '#domain/provider-errors.ts';

export type RedeemAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

/** A same-origin JSON call to the edge API; a failure carries the server's first message (spec §8), or '' when unreachable. */
async function callEdge<T>(path: string, init: { lang: string; method?: string; body?: unknown; headers?: Record<string, string> }): Promise<RedeemAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': init.lang, ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { ok: true, data: body as T } : { ok: false, message: firstErrorMessage(body) ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/** The diner's vouchers usable at this restaurant (asked only when the diner opens the redeem dialog). */
export async function vouchersUsableAt(restaurantId: number, program: string, lang: string): Promise<RedeemAnswer<Voucher[]>> {
  const answer = await callEdge<{ vouchers: Voucher[] }>(`/api/restaurants/${restaurantId}/vouchers?program=${encodeURIComponent(program)}&lang=${encodeURIComponent(lang)}`, { lang });
  return answer.ok ? { ok: true, data: answer.data.vouchers } : answer;
}

/**
 * Redeems a voucher here (spec §7 redeems): at its deal when its offer is for one, else at the restaurant. The
 * request key stays the same for every try of one redeem, so a retry after a lost answer redeems nothing more.
 */
export async function redeemVoucher(p: { restaurantId: number; program: string; lang: string; voucher: Voucher; requestKey: string }): Promise<RedeemAnswer<Redemption>> {
  const entity = p.voucher.deal ? { entity_type: 'Deal', entity_id: p.voucher.deal.id } : { entity_type: 'Restaurant', entity_id: p.restaurantId };
  const answer = await callEdge<{ redemption: Redemption }>(`/api/restaurants/${p.restaurantId}/redeems?lang=${encodeURIComponent(p.lang)}`, {
    lang: p.lang,
    method: 'POST',
    headers: { 'Idempotency-Key': p.requestKey },
    body: { program: p.program, redeem: { ...entity, voucher_code: p.voucher.code } },
  });
  return answer.ok ? { ok: true, data: answer.data.redemption } : answer;
}
