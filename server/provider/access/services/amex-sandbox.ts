import { AccessServiceFailed } from './access-service-failed';
import type { Amex } from './amex';

/** The sandbox partner codes Amex knows, with the member each was issued to. */
export const SANDBOX_AMEX_CODES: Readonly<Record<string, string>> = {
  'AMEX-SANDBOX-0001': 'AMEXSBX0001',
  'AMEX-SANDBOX-0002': 'AMEXSBX0002',
  'AMEX-SANDBOX-0003': 'AMEXSBX0003',
};

/** The local Amex: the codes above are valid, AMEX-SANDBOX-FAIL makes Amex fail to answer, any other code is unknown. */
export function sandboxAmex(): Amex {
  return {
    async verifyCode(code: string) {
      if (code === 'AMEX-SANDBOX-FAIL') throw new AccessServiceFailed('amex', 'timeout', 'no answer in time (sandbox)');
      const memberRef = Object.hasOwn(SANDBOX_AMEX_CODES, code) ? SANDBOX_AMEX_CODES[code] : undefined;
      return memberRef ? { memberRef } : null;
    },
  };
}
