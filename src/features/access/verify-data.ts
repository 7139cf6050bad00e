import type { WhitelistFormProps } from './whitelist-form';

/** What the Verify popup's forms need from the server (load-verify.ts), the same for each way of verifying. */
export interface VerifyData {
  program: string;
  lang: string;
  accessCodeLength: number | null;
  authHref: string;
  whitelist: Pick<WhitelistFormProps, 'countryCodes' | 'defaultCountryCode' | 'regionId'>;
  /** The partner bank's words (spec §7 bank info): before its login (sanitized rich text), and after a failed one. */
  bank: { descHtml: string; errorMsg: string } | null;
}
