/** Business constants of spec §9 that more than one layer reads. */
export const RESTAURANTS_PER_PAGE = 10;
export const MAX_RESTAURANTS_PER_PAGE = 50;
export const TERMS_CONSENT_DAYS = 30;
export const SESSION_DAYS = 30;
export const NOTICE_CLEAR_MS = 3000;
export const BUTTON_DEBOUNCE_MS = 300;
export const IMAGE_QUALITY = 75;
/** Longest query value the gate reads before it calls a value bad input. */
export const MAX_QUERY_VALUE_LENGTH = 512;
/** Booking lookup limits (fixed windows, counted in a Durable Object): per client address and per code. */
export const LOOKUP_LIMIT_PER_CLIENT = { limit: 10, windowSeconds: 600 } as const;
export const LOOKUP_LIMIT_PER_CODE = { limit: 5, windowSeconds: 600 } as const;
/** The header the edge forwards the diner's address in (from CF-Connecting-IP); only the edge reaches the provider. */
export const CLIENT_IP_HEADER = 'X-Client-IP';
