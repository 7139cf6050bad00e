import { readKeyRing, type KeyRing } from '../../src/domain/key-ring';

export type SessionKeys = KeyRing;

/** Reads SESSION_KEYS (see readKeyRing): the keys that sign program sessions and member cookies. */
export const readSessionKeys = (text: string | undefined): SessionKeys => readKeyRing(text, 'SESSION_KEYS');
