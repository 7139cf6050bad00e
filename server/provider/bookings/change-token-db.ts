/**
 * A booking change's marker. The guarded first statement of a create, modify or cancel batch writes a
 * fresh token into the booking it changes; each later statement of the batch acts only where
 * `changedBy` finds that token. A D1 batch is one transaction, so when the guard matched nothing (the
 * slot was full, the key already used, the booking changed since it was read) nothing else is written,
 * and the handler reads what happened from the statements' results.
 */
export const newChangeToken = (): string => crypto.randomUUID();

/** SQL: the booking this request changed (bind the token at `param`, e.g. '?3'). */
export const changedBy = (param: string, alias = 'b'): string => `${alias}.change_token = ${param}`;

/** SQL: whether this request changed a booking in this batch (bind the token at `param`). */
export const changeMade = (param: string): string => `EXISTS (SELECT 1 FROM bookings c WHERE ${changedBy(param, 'c')})`;
