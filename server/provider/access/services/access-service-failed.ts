/** The outside services the access checks talk to (each has its adapter setting). */
export type AccessServiceName = 'card_issuer' | 'bank' | 'unionpay' | 'amex';

/** Why a call failed: no answer in time, no answer at all, a 5xx or unexpected status, or an answer outside the protocol. */
export type AccessFailureKind = 'timeout' | 'unreachable' | 'status' | 'malformed';

/**
 * An outside access service could not answer (as opposed to answering "no"). Callers log it and tell the diner
 * that verification is unavailable; it never grants access. The message names no card number, token or code.
 */
export class AccessServiceFailed extends Error {
  constructor(
    readonly service: AccessServiceName,
    readonly kind: AccessFailureKind,
    message: string,
  ) {
    super(`${service} ${kind}: ${message}`);
    this.name = 'AccessServiceFailed';
  }
}

