import type { CardEntryProblem } from './card-entry';
import type { CardFormProblem } from './card-entry-messages';

/**
 * Reading the payment gateway's Hosted Session answers (MPGS session.js, followed from Mastercard's "Session
 * onValidityChange", "Session onCardTypeChange" and "Session updateSessionFromForm()" API reference pages at
 * ap-gateway.mastercard.com/api/documentation/apiDocumentation/session/…) as spec §8's card messages.
 */

/** The hosted card fields, by their role in PaymentSession.configure's fields.card. */
export const HOSTED_CARD_FIELDS = ['number', 'expiryMonth', 'expiryYear', 'securityCode'] as const;
export type HostedCardField = (typeof HOSTED_CARD_FIELDS)[number];

/** onValidityChange's result for one field. */
export interface HostedFieldValidity {
  isValid: boolean;
  isIncomplete?: boolean;
  hasError?: boolean;
  /** EMPTY, INVALID_CHARACTERS, NOT_SUPPORTED (card number only), INVALID_VALUE, or a reason of a later version. */
  errorReason?: string;
}

const PROBLEMS: Record<HostedCardField, { empty: CardEntryProblem; incomplete: CardEntryProblem; characters: CardEntryProblem; invalid: CardEntryProblem; long: CardEntryProblem }> = {
  number: { empty: 'number_mandatory', incomplete: 'number_incomplete', characters: 'number_invalid_characters', invalid: 'number_incorrect', long: 'number_too_long' },
  expiryMonth: { empty: 'expiry_month_empty', incomplete: 'expiry_month_incomplete', characters: 'expiry_month_invalid', invalid: 'expiry_month_invalid', long: 'expiry_month_invalid' },
  expiryYear: { empty: 'expiry_year_empty', incomplete: 'expiry_year_incomplete', characters: 'expiry_year_invalid', invalid: 'expiry_year_invalid', long: 'expiry_year_invalid' },
  securityCode: { empty: 'security_code_incomplete', incomplete: 'security_code_incomplete', characters: 'security_code_invalid', invalid: 'security_code_invalid', long: 'security_code_invalid' },
};

/** The message a field's validity calls for; null when the field is valid. */
export function validityProblem(field: HostedCardField, result: HostedFieldValidity): CardEntryProblem | null {
  if (result.isValid) return null;
  const problems = PROBLEMS[field];
  switch (result.errorReason) {
    case 'EMPTY':
      return problems.empty;
    case 'INVALID_CHARACTERS':
      return problems.characters;
    case 'NOT_SUPPORTED':
      return field === 'number' ? 'number_not_supported' : problems.invalid;
    case 'INVALID_LENGTH':
      return problems.long;
    default:
      return result.isIncomplete ? problems.incomplete : problems.invalid;
  }
}

/** onCardTypeChange's result status: SUPPORTED, INSUFFICIENT_LENGTH (type not known yet) or NOT_SUPPORTED. */
export function cardTypeProblem(status: string): CardEntryProblem | null {
  return status === 'NOT_SUPPORTED' ? 'number_not_supported' : null;
}

/** formSessionUpdate's response, as far as the app reads it. */
export interface SessionUpdateResponse {
  status: string;
  session?: { id?: string };
  errors?: { cardNumber?: string; expiryMonth?: string; expiryYear?: string; securityCode?: string; message?: string };
}

export type SessionUpdateOutcome =
  | { kind: 'ok' }
  | { kind: 'fields'; problems: Partial<Record<HostedCardField, CardEntryProblem>> }
  | { kind: 'form'; problem: CardFormProblem };

const ERROR_KEY: Record<HostedCardField, 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'securityCode'> = {
  number: 'cardNumber',
  expiryMonth: 'expiryMonth',
  expiryYear: 'expiryYear',
  securityCode: 'securityCode',
};

/** The gateway refuses a session it no longer knows (expired, or of another merchant) as not authorized. */
const NOT_AUTHORIZED = /not[\s_-]?authori[sz]ed|session[^.]*(expired|invalid|not found)/i;

/** What formSessionUpdate's response means for the form: go on, a message per field, or one for the form. */
export function sessionUpdateOutcome(response: SessionUpdateResponse): SessionUpdateOutcome {
  switch (response.status) {
    case 'ok':
      return { kind: 'ok' };
    case 'fields_in_error': {
      const problems: Partial<Record<HostedCardField, CardEntryProblem>> = {};
      for (const field of HOSTED_CARD_FIELDS) {
        const error = response.errors?.[ERROR_KEY[field]];
        if (error) problems[field] = error === 'missing' ? PROBLEMS[field].empty : PROBLEMS[field].invalid;
      }
      return Object.keys(problems).length > 0 ? { kind: 'fields', problems } : { kind: 'form', problem: 'system_error' };
    }
    case 'request_timeout':
      return { kind: 'form', problem: 'request_timeout' };
    case 'not_authorized':
      return { kind: 'form', problem: 'session_expired' };
    default:
      return { kind: 'form', problem: NOT_AUTHORIZED.test(response.errors?.message ?? '') ? 'session_expired' : 'system_error' };
  }
}
