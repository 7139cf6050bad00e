import { expect } from 'vitest';
import { callProvider, send, type TypedResponse } from './account-fixtures';

export const APP = 'http://localhost:8787';

export interface CardTyped {
  number: string;
  expiry_month: string;
  expiry_year: string;
  security_code: string;
}
export const APPROVED_CARD: CardTyped = { number: '5123450000000008', expiry_month: '01', expiry_year: '39', security_code: '100' };

export const PAYER_DEVICE = { browser: 'Mozilla/5.0', language: 'en', color_depth: 24, screen_height: 800, screen_width: 1280, time_zone_offset_minutes: -480 };

/** A member's hosted card session, as /my-cards opens it. */
export async function openCardSession(token: string, program = 'dine-asia'): Promise<{ session_id: string; order_id: string; js_url: string }> {
  const answer = await send('GET', `/public/mpgs/js_urls?source=${program}&return_path=${encodeURIComponent(`/my-cards?program=${program}`)}`, undefined, { 'X-Member-Token': token });
  expect(answer.status).toBe(200);
  return answer.json();
}

/** A call of the sandbox gateway's fields or challenge form, as the app relays it; a 303 is the answer, not something to follow. */
const postPage = (path: string, body: unknown): Promise<TypedResponse> =>
  callProvider(path, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The payer types a card in the sandbox's hosted fields and the form updates the session (updateSessionFromForm). */
export function typeCard(sessionId: string, card: CardTyped): Promise<TypedResponse> {
  return postPage('/sandbox/gateway/form-session-update', { session_id: sessionId, ...card });
}

/** 3-D Secure for the session's card: the gateway's redirect html, and the challenge's order and transaction in it. */
export async function startThreeDs(token: string, sessionId: string, program = 'dine-asia'): Promise<TypedResponse> {
  return send('POST', '/public/mpgs/three_ds_authentication', { session_id: sessionId, auth_back_url: `${APP}/my-cards?program=${program}&card_session=${sessionId}`, device: PAYER_DEVICE }, { 'X-Member-Token': token });
}

/** The tester's pick on the challenge page named in the redirect html; answers the page it sends the payer back to. */
export async function answerChallenge(redirectHtml: string, result: 'authenticated' | 'failed' | 'unavailable'): Promise<string | null> {
  const action = /action="([^"]+)"/.exec(redirectHtml)![1]!.replace(/&amp;/g, '&');
  const query = new URL(action, APP).searchParams;
  const answer = await postPage('/sandbox/gateway/challenge', { order_id: query.get('order_id'), transaction_id: query.get('transaction_id'), result });
  return answer.headers.get('Location');
}

/** The whole add-a-card journey up to the save call; answers the save call's response. */
export async function addCard(token: string, card: CardTyped = APPROVED_CARD, options: { program?: string; challenge?: 'authenticated' | 'failed' | 'unavailable' } = {}) {
  const program = options.program ?? 'dine-asia';
  const session = await openCardSession(token, program);
  const typed = await typeCard(session.session_id, card);
  expect(typed.status).toBe(200);
  expect((await typed.json<{ status: string }>()).status).toBe('ok');
  const threeDs = await startThreeDs(token, session.session_id, program);
  if (threeDs.status !== 200) return { session, saved: threeDs };
  const { redirect_html } = await threeDs.json<{ redirect_html: string }>();
  await answerChallenge(redirect_html, options.challenge ?? 'authenticated');
  const saved = await send('POST', '/member/bank_cards', { session_id: session.session_id, order_id: session.order_id, source: program, channel: 'mpgs' }, { 'X-Member-Token': token });
  return { session, saved };
}
