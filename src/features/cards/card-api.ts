import { bankCardListSchema, cardSessionSchema, threeDsAnswerSchema, type BankCard, type CardSession } from '#domain/contract/bank-cards.ts';
import { firstErrorMessage } from '#domain/provider-errors.ts';
import { payerDevice } from '#lib/payer-device.ts';

/** An /api/cards answer: its data, or the server's first message ('' when the server could not be reached). */
export type CardAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

async function call<T>(path: string, init: RequestInit, read: (body: unknown) => T): Promise<CardAnswer<T>> {
  try {
    const response = await fetch(path, { ...init, credentials: 'same-origin', headers: { 'Content-Type': 'application/json', ...init.headers } });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: read(body) };
    return { ok: false, message: firstErrorMessage(body) ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

const query = (program: string, lang: string) => new URLSearchParams({ program, lang }).toString();

/** The member's cards in the program. */
export const listCards = (program: string, lang: string): Promise<CardAnswer<BankCard[]>> =>
  call(`/api/cards?${query(program, lang)}`, { method: 'GET' }, (body) => bankCardListSchema.parse(body).bank_cards);

/** A new hosted card session: where the card is typed. */
export const openCardSession = (program: string, lang: string): Promise<CardAnswer<CardSession>> =>
  call(`/api/cards/session?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: JSON.stringify({ program }) }, (body) => cardSessionSchema.parse(body));

/** 3-D Secure for the session's card: the gateway's redirect html, which sends the payer back to authBackUrl. */
export const startThreeDs = (program: string, lang: string, sessionId: string, authBackUrl: string): Promise<CardAnswer<string>> =>
  call(
    `/api/cards/three-ds?lang=${encodeURIComponent(lang)}`,
    { method: 'POST', body: JSON.stringify({ program, session_id: sessionId, auth_back_url: authBackUrl, device: payerDevice() }) },
    (body) => threeDsAnswerSchema.parse(body).redirect_html,
  );

/** Saves the session's authenticated card. */
export const saveCard = (program: string, lang: string, sessionId: string, orderId: string): Promise<CardAnswer<null>> =>
  call(`/api/cards?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: JSON.stringify({ program, session_id: sessionId, order_id: orderId }) }, () => null);

export const removeCard = (program: string, lang: string, id: number): Promise<CardAnswer<null>> =>
  call(`/api/cards/${id}?${query(program, lang)}`, { method: 'DELETE' }, () => null);

export const makeDefaultCard = (program: string, lang: string, id: number): Promise<CardAnswer<null>> =>
  call(`/api/cards/${id}/default?${query(program, lang)}`, { method: 'POST', body: '{}' }, () => null);
