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
