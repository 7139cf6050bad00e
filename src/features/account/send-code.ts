import type { CodePurpose } from '#domain/contract/account.ts';
import type { CodeDestination } from './api';
import type { LoginStore } from './store';

/** Why a code was not sent; `canGetHelp` when the diner could not get one at all (spec §8 "Code send failure"). */
export interface SendFailure {
  message: string;
  canGetHelp: boolean;
}

/** Answers that are about what the diner typed (bad number, taken phone, no account), not about delivery. */
const INPUT_STATUSES = [400, 404, 422];

/** Sends a code and starts its countdown in the store; answers the failure, or null when sent. */
export async function sendCode(store: LoginStore, to: CodeDestination, purpose: CodePurpose, fallback: string): Promise<SendFailure | null> {
  const answer = await store.api.sendCode(to, purpose);
  if (!answer.ok) return { message: answer.message || fallback, canGetHelp: !INPUT_STATUSES.includes(answer.status) };
  store.code = { id: answer.data.id, purpose, expiresAt: Date.now() + answer.data.expired_seconds * 1000 };
  store.verifiedCode = null;
  return null;
}
