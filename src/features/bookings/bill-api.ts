import { bankCardListSchema, threeDsAnswerSchema, type BankCard } from '#domain/contract/bank-cards.ts';
import { billCardSessionSchema, paidBillSchema, type BillCardSession, type PaidBill } from '#domain/contract/bill-payment.ts';
import { payerDevice } from '#lib/payer-device.ts';
import { callApi, type ApiAnswer } from '#lib/api-client.ts';
import { bookingApiPath } from './booking-api';

const orderPath = (bookingId: number, code: string, orderId: number, action: string) => bookingApiPath(bookingId, code, `/orders/${orderId}/${action}`);

/** The signed-in member's cards usable in the program; null when nobody is signed in (or the list cannot be read). */
export async function billCards(program: string, lang: string): Promise<BankCard[] | null> {
  const answer = await callApi<unknown>(`/api/cards?program=${encodeURIComponent(program)}`, { lang });
  return answer.ok ? bankCardListSchema.parse(answer.data).bank_cards : null;
}

/** A hosted card session for the bill: the gateway's hosted-fields script and the session the new card goes into. */
export async function openBillCardSession(p: { bookingId: number; code: string; orderId: number; returnPath: string; lang: string }): Promise<ApiAnswer<BillCardSession>> {
  const answer = await callApi<unknown>(orderPath(p.bookingId, p.code, p.orderId, 'card_session'), { method: 'POST', body: { return_path: p.returnPath }, lang: p.lang });
  return answer.ok ? { ok: true, data: billCardSessionSchema.parse(answer.data) } : answer;
}

/** 3-D Secure for the card typed in the bill's session: the gateway's redirect html, which sends the payer back to authBackUrl. */
export async function startBillThreeDs(p: { bookingId: number; code: string; orderId: number; sessionId: string; authBackUrl: string; lang: string }): Promise<ApiAnswer<string>> {
  const body = { session_id: p.sessionId, auth_back_url: p.authBackUrl, device: payerDevice() };
  const answer = await callApi<unknown>(orderPath(p.bookingId, p.code, p.orderId, 'three_ds'), { method: 'POST', body, lang: p.lang });
  return answer.ok ? { ok: true, data: threeDsAnswerSchema.parse(answer.data).redirect_html } : answer;
}

/** Pays the bill with a saved card or the hosted session's card; the request key makes a repeat the same payment. */
export async function payBill(p: {
  bookingId: number;
  code: string;
  orderId: number;
  with: { program: string; bank_card_id: number } | { session_id: string };
  key: string;
  lang: string;
}): Promise<ApiAnswer<PaidBill>> {
  const answer = await callApi<unknown>(orderPath(p.bookingId, p.code, p.orderId, 'pay'), { method: 'POST', body: p.with, lang: p.lang, idempotencyKey: p.key });
  return answer.ok ? { ok: true, data: paidBillSchema.parse(answer.data) } : answer;
}
