import { expect } from 'vitest';
import type { AccessGrantAnswer } from '#domain/contract/access.ts';
import type { Voucher, VoucherListView } from '#domain/contract/voucher.ts';
import { callProvider, codeFromSms, newClientIp, send } from './account-fixtures';

/** The program whose listed mobiles receive welcome vouchers, and a restaurant of it. */
export const VOUCHER_PROGRAM = 'mobile-perks';
export const VOUCHER_RESTAURANT = 241;
export const OPS = { Authorization: 'Bearer test-ops-token' };

/** A whitelisted mobile of mobile-perks verified by its SMS code: the grant and the welcome vouchers it earned. */
export async function verifiedDiner(): Promise<{ grant: AccessGrantAnswer; mobile: string }> {
  const mobile = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  expect((await send('POST', `/ops/programs/${VOUCHER_PROGRAM}/access`, { whitelist: [{ country_code: '65', mobile }] }, OPS)).status).toBe(200);
  expect((await send('POST', `/public/projects/${VOUCHER_PROGRAM}/whitelists/65${mobile}/tokens`, {})).status).toBe(200);
  const code = await codeFromSms(`+65${mobile}`);
  const answer = await send('POST', `/public/projects/${VOUCHER_PROGRAM}/vouchers/verify_and_auto_assign`, { region_id: 4, country_code: '65', mobile, code }, { 'X-Client-IP': newClientIp() });
  expect(answer.status).toBe(200);
  return { grant: await answer.json<AccessGrantAnswer>(), mobile };
}

/** The diner's vouchers in mobile-perks, as the vouchers page reads them: those usable now, the past ones, or all. */
export async function vouchersOf(headers: Record<string, string>, state: VoucherListView = 'current'): Promise<Voucher[]> {
  const answer = await callProvider(`/public/projects/${VOUCHER_PROGRAM}/vouchers?state=${state}`, { headers });
  expect(answer.status).toBe(200);
  return (await answer.json<{ vouchers: Voucher[] }>()).vouchers;
}

/** A welcome offer of mobile-perks added by ops: every diner verified after it receives one more voucher. */
export async function addWelcomeOffer(title: string, price: { price_type: 'percentage' | 'fixed'; price: number; currency?: string }): Promise<void> {
  const offer = await send('POST', `/ops/programs/${VOUCHER_PROGRAM}/voucher_offers`, {
    ...price, redeems_per_voucher: 1, welcome: true, starts_at: '2025-01-01T00:00:00Z', ends_at: '2031-01-01T00:00:00Z', texts: { en: { title } },
  }, OPS);
  expect(offer.status).toBe(201);
}
