import { AccessServiceFailed } from './access-service-failed';
import type { UnionPay } from './unionpay';

/** The sandbox token that makes UnionPay fail to answer (the failure path). */
export const UNIONPAY_FAILING_TOKEN = 'UP-SANDBOX-UNAVAILABLE';

/**
 * The local UnionPay: `UP-SANDBOX-<country code><mobile>` stands for that mobile (86 + 11 digits for China, 852 + 8
 * for Hong Kong, 65 + 8 for Singapore); UP-SANDBOX-UNAVAILABLE fails; every other token (UP-SANDBOX-EXPIRED too)
 * is not accepted.
 */
export function sandboxUnionPay(): UnionPay {
  return {
    async userInfo(token: string) {
      if (token === UNIONPAY_FAILING_TOKEN) throw new AccessServiceFailed('unionpay', 'status', 'answered 503 (sandbox)');
      const match = /^UP-SANDBOX-(?:(86)(1\d{10})|(852|65)(\d{8}))$/.exec(token);
      if (!match) return null;
      return match[1] ? { country_code: match[1], mobile: match[2]! } : { country_code: match[3]!, mobile: match[4]! };
    },
  };
}
