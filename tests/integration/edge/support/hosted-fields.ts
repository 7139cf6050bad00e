import { callEdge as call, sameOrigin } from './call-edge';

/** What the sandbox's number field posts on updateSessionFromForm (the browser's same-origin JSON call); answers formSessionUpdate's response. */
export async function updateSessionFromFields(sessionId: string, card = { number: '5123450000000008', expiry_month: '01', expiry_year: '39', security_code: '100' }) {
  const answer = await call('/api/sandbox/gateway/form-session-update', sameOrigin('POST', { session_id: sessionId, ...card }));
  return { status: answer.status, body: (await answer.json()) as { status: string; errors?: Record<string, string> } };
}
