import { TERMS_CONSENT_DAYS } from './constants';
import type { ProgramConfig } from './contract/program-config';

/**
 * Spec §4 terms gate: shown where the program places it (on program start, or before authentication)
 * when the program requires its terms and the diner has not accepted them in the last 30 days (§9).
 */
export function termsGateDue(config: Pick<ProgramConfig, 'is_need_t_and_c_required' | 'where_pop_up'>, where: NonNullable<ProgramConfig['where_pop_up']>, acceptedAt: number | null, nowSeconds: number): boolean {
  if (!config.is_need_t_and_c_required || config.where_pop_up !== where) return false;
  return !termsConsentCurrent(acceptedAt, nowSeconds);
}

/** Whether the diner accepted the terms within the last 30 days (§9): then no terms gate is due anywhere. */
export function termsConsentCurrent(acceptedAt: number | null, nowSeconds: number): boolean {
  return acceptedAt !== null && nowSeconds - acceptedAt <= TERMS_CONSENT_DAYS * 86400;
}
