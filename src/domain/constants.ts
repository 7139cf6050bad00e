/** Business constants of spec §9 that more than one layer reads. */
export const RESTAURANTS_PER_PAGE = 10;
export const MAX_RESTAURANTS_PER_PAGE = 50;
export const TERMS_CONSENT_DAYS = 30;
export const SESSION_DAYS = 30;
export const NOTICE_CLEAR_MS = 3000;
export const BUTTON_DEBOUNCE_MS = 300;
/** Spec §9: a script or style chunk that has not loaded after this long raises a load error. */
export const ASSET_LOAD_TIMEOUT_MS = 120_000;
export const IMAGE_QUALITY = 75;
/** Longest query value the gate reads before it calls a value bad input. */
export const MAX_QUERY_VALUE_LENGTH = 512;

// Accounts (spec §9 and issue 5).
/** Verification code: 4 digits, valid (and the resend countdown) 180 s. */
export const VERIFICATION_CODE_LENGTH = 4;
export const VERIFICATION_CODE_TTL_SECONDS = 180;
/** Wrong or right, at most this many codes are evaluated per destination and purpose until one succeeds or the hour ends. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent to one destination (for one purpose) in a rolling hour. */
export const CODE_SENDS_PER_HOUR = 5;
/** After a code was verified, the sign-up or reset that uses it must follow within this time. */
export const VERIFIED_CODE_TTL_SECONDS = 30 * 60;
