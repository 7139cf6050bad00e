import { cardEntryProblems, type CardEntry, type CardEntryProblem } from '#domain/card-entry.ts';
import type { HostedCardField, HostedFieldValidity, SessionUpdateResponse } from '#domain/hosted-session-answers.ts';
import { sandboxCardBrand } from './sandbox-gateway-test-cards';

/** A test card whose every field passes: the other fields of a field checked alone. */
const PASSING: CardEntry = { number: '5123450000000008', expiryMonth: '01', expiryYear: '39', securityCode: '100' };
const ENTRY_KEY: Record<HostedCardField, keyof CardEntry> = { number: 'number', expiryMonth: 'expiryMonth', expiryYear: 'expiryYear', securityCode: 'securityCode' };
const FIELD_OF_PROBLEM = (problem: CardEntryProblem): HostedCardField =>
  problem.startsWith('number') ? 'number' : problem.startsWith('expiry_month') ? 'expiryMonth' : problem.startsWith('expiry_year') ? 'expiryYear' : 'securityCode';

/**
 * The sandbox's hosted field validity, as MPGS's onValidityChange reports it. INVALID_LENGTH (a number longer than
 * 19 digits) is the sandbox's own reason: MPGS's fields refuse the extra digits instead.
 */
const VALIDITY_OF: Record<CardEntryProblem, HostedFieldValidity> = {
  number_mandatory: { isValid: false, hasError: true, errorReason: 'EMPTY' },
  number_invalid_characters: { isValid: false, hasError: true, errorReason: 'INVALID_CHARACTERS' },
  number_incomplete: { isValid: false, isIncomplete: true },
  number_too_long: { isValid: false, hasError: true, errorReason: 'INVALID_LENGTH' },
  number_incorrect: { isValid: false, hasError: true, errorReason: 'INVALID_VALUE' },
  number_not_supported: { isValid: false, hasError: true, errorReason: 'NOT_SUPPORTED' },
  expiry_month_empty: { isValid: false, hasError: true, errorReason: 'EMPTY' },
  expiry_month_incomplete: { isValid: false, isIncomplete: true },
  expiry_month_invalid: { isValid: false, hasError: true, errorReason: 'INVALID_VALUE' },
  expiry_year_empty: { isValid: false, hasError: true, errorReason: 'EMPTY' },
  expiry_year_incomplete: { isValid: false, isIncomplete: true },
  expiry_year_invalid: { isValid: false, hasError: true, errorReason: 'INVALID_VALUE' },
  security_code_incomplete: { isValid: false, isIncomplete: true },
  security_code_invalid: { isValid: false, hasError: true, errorReason: 'INVALID_VALUE' },
};

const isSupported = (digits: string) => sandboxCardBrand(digits) !== null;

/** One field's validity (the sandbox's card rules are cardEntryProblems, with its test cards as the supported ones). */
export function sandboxFieldValidity(field: HostedCardField, value: string): HostedFieldValidity {
  const problem = cardEntryProblems({ ...PASSING, [ENTRY_KEY[field]]: value }, isSupported).find((p) => FIELD_OF_PROBLEM(p) === field);
  return problem ? VALIDITY_OF[problem] : { isValid: true };
}

/** The card number's type, as onCardTypeChange reports it: the sandbox knows only its test cards' types. */
export function sandboxCardType(value: string): { status: 'SUPPORTED' | 'INSUFFICIENT_LENGTH' | 'NOT_SUPPORTED'; brand?: string } {
  const digits = value.replace(/[\s-]/g, '');
  const brand = sandboxCardBrand(digits);
  if (brand) return { status: 'SUPPORTED', brand };
  return /^\d{16,19}$/.test(digits) ? { status: 'NOT_SUPPORTED' } : { status: 'INSUFFICIENT_LENGTH' };
}

/** formSessionUpdate's fields_in_error answer for an entry with problems (MPGS names a field missing or invalid); null when none. */
export function sandboxFieldsInError(sessionId: string, entry: CardEntry): SessionUpdateResponse | null {
  const problems = cardEntryProblems(entry, isSupported);
  if (problems.length === 0) return null;
  const errors: NonNullable<SessionUpdateResponse['errors']> = {};
  const KEY = { number: 'cardNumber', expiryMonth: 'expiryMonth', expiryYear: 'expiryYear', securityCode: 'securityCode' } as const;
  for (const problem of problems) {
    const field = FIELD_OF_PROBLEM(problem);
    errors[KEY[field]] = entry[ENTRY_KEY[field]].trim() === '' ? 'missing' : 'invalid';
  }
  return { status: 'fields_in_error', session: { id: sessionId }, errors };
}
