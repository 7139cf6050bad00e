import { expect } from 'vitest';
import { callEdge as call, sameOrigin } from './call-edge';
import { APP } from './page-forms';
import { updateSessionFromFields } from './hosted-fields';
import { answerChallenge, PAYER_DEVICE } from './three-ds-challenge';

/** A signed-in member's approved card, added through /api/cards as My cards does (hosted fields, 3-D Secure); answers its id. */
export async function addSavedCard(program: string, member: Record<string, string>): Promise<number> {
  const session = (await (await call('/api/cards/session', sameOrigin('POST', { program }, member))).json()) as { session_id: string; order_id: string };
  expect((await updateSessionFromFields(session.session_id)).body.status).toBe('ok');
  const back = `${APP}/my-cards?program=${program}&card_session=${session.session_id}&card_order=${session.order_id}&card_3ds=1`;
  const threeDs = await call('/api/cards/three-ds', sameOrigin('POST', { program, session_id: session.session_id, auth_back_url: back, device: PAYER_DEVICE }, member));
  const { redirect_html } = (await threeDs.json()) as { redirect_html: string };
  await answerChallenge(redirect_html, 'authenticated');
  const saved = await call('/api/cards', sameOrigin('POST', { program, session_id: session.session_id, order_id: session.order_id }, member));
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { bank_card: { id: number } }).bank_card.id;
}
