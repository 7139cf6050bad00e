import { bankCardListSchema, cardSessionSchema, threeDsAnswerSchema, type BankCard, type CardSession } from '#domain/contract/bank-cards.ts';
import { callApi, type ApiAnswer } from '#lib/api-client.ts';
import { payerDevice } from '#lib/payer-device.ts';

// Each answer is read by its schema: a body it refuses is answered as no answer ('' for a message).
const query = (program: string, lang: string) => new URLSearchParams({ program, lang }).toString();
const nothing = () => null;

/** The member's cards in the program. */
export const listCards = (program: string, lang: string): Promise<ApiAnswer<BankCard[]>> =>
  callApi(`/api/cards?${query(program, lang)}`, { lang, read: (body) => bankCardListSchema.parse(body).bank_cards });

/** A new hosted card session: where the card is typed. */
export const openCardSession = (program: string, lang: string): Promise<ApiAnswer<CardSession>> =>
  callApi(`/api/cards/session?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: { program }, lang, read: (body) => cardSessionSchema.parse(body) });

/** 3-D Secure for the session's card: the gateway's redirect html, which sends the payer back to authBackUrl. */
export const startThreeDs = (program: string, lang: string, sessionId: string, authBackUrl: string): Promise<ApiAnswer<string>> =>
  callApi(`/api/cards/three-ds?lang=${encodeURIComponent(lang)}`, {
    method: 'POST',
    body: { program, session_id: sessionId, auth_back_url: authBackUrl, device: payerDevice() },
    lang,
    read: (body) => threeDsAnswerSchema.parse(body).redirect_html,
  });

/** Saves the session's authenticated card. */
export const saveCard = (program: string, lang: string, sessionId: string, orderId: string): Promise<ApiAnswer<null>> =>
  callApi(`/api/cards?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: { program, session_id: sessionId, order_id: orderId }, lang, read: nothing });

export const removeCard = (program: string, lang: string, id: number): Promise<ApiAnswer<null>> =>
  callApi(`/api/cards/${id}?${query(program, lang)}`, { method: 'DELETE', lang, read: nothing });

export const makeDefaultCard = (program: string, lang: string, id: number): Promise<ApiAnswer<null>> =>
  callApi(`/api/cards/${id}/default?${query(program, lang)}`, { method: 'POST', body: {}, lang, read: nothing });
