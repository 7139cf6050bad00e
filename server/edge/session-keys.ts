import { readKeyRing, type KeyRing } from '#crypto/key-ring.ts';

export type SessionKeys = KeyRing;

/** Reads SESSION_KEYS (see readKeyRing): the keys that sign program sessions and member cookies. */
export const readSessionKeys = (text: string | undefined): SessionKeys => readKeyRing(text, 'SESSION_KEYS');
