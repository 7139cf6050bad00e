import type { CountryCode } from './contract/region';

/** What the Verify popup's forms need from the server (src/features/access/load-verify.ts), the same for each way of verifying. */
export interface VerifyData {
  program: string;
  lang: string;
  accessCodeLength: number | null;
  authHref: string;
  /** The whitelist form's phone choices (spec §4 mobile whitelist). */
  whitelist: { countryCodes: readonly CountryCode[]; defaultCountryCode: string; regionId: number | null };
  /** The partner bank's words (spec §7 bank info): before its login (sanitized rich text), and after a failed one. */
  bank: { descHtml: string; errorMsg: string } | null;
}
