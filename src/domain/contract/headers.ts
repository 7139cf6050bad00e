/** The header names of the app's API (the browser's calls to /api), one place for the client that sends them. */

/** The key of one change, the same on every try of it: a retry after a lost answer changes nothing more (spec §7). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The diner's language, which the edge answers in (after a `lang` query value). */
export const LANGUAGE_HEADER = 'Accept-Language';
/** Seconds to wait before asking again, on a 429 or 503. */
export const RETRY_AFTER_HEADER = 'Retry-After';
export const CONTENT_TYPE_HEADER = 'Content-Type';
export const ACCEPT_HEADER = 'Accept';
/** The edge takes only JSON on a call that changes something (server/edge/middleware/same-origin-json.ts). */
export const JSON_TYPE = 'application/json';
