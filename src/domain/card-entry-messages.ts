import type { CardEntryProblem } from './card-entry';
import { domainMessages, type MessageDescriptor } from './messages';

/**
 * What the card form can say beside the gateway's hosted fields or above them (spec §8 card messages): one per field
 * problem, then the session, the gateway's own trouble, and a page not set up for a gateway.
 */
export type CardFormProblem = CardEntryProblem | 'session_expired' | 'system_error' | 'request_timeout' | 'script_not_allowed';

/** Spec §8 card messages, translated through the catalogs. */
export const cardFormMessages: Record<CardFormProblem, MessageDescriptor> = {
  number_mandatory: /*i18n*/ { id: 'cards.number_mandatory', message: 'Card number is mandatory' },
  number_invalid_characters: /*i18n*/ { id: 'cards.number_invalid_characters', message: 'Card number contains invalid characters' },
  number_incomplete: /*i18n*/ { id: 'cards.number_incomplete', message: 'Card number is incomplete' },
  number_too_long: /*i18n*/ { id: 'cards.number_too_long', message: 'Card number is too long' },
  number_incorrect: /*i18n*/ { id: 'cards.number_incorrect', message: 'Card number is incorrect' },
  number_not_supported: /*i18n*/ { id: 'cards.number_not_supported', message: 'This card is not supported. Please use another card' },
  expiry_month_empty: /*i18n*/ { id: 'cards.expiry_month_empty', message: 'Expiry month is empty' },
  expiry_month_incomplete: /*i18n*/ { id: 'cards.expiry_month_incomplete', message: 'Expiry month is incomplete (MM)' },
  expiry_month_invalid: /*i18n*/ { id: 'cards.expiry_month_invalid', message: 'Expiry month is invalid' },
  expiry_year_empty: /*i18n*/ { id: 'cards.expiry_year_empty', message: 'Expiry year is empty' },
  expiry_year_incomplete: /*i18n*/ { id: 'cards.expiry_year_incomplete', message: 'Expiry year is incomplete (YY)' },
  expiry_year_invalid: /*i18n*/ { id: 'cards.expiry_year_invalid', message: 'Expiry year is invalid' },
  security_code_incomplete: /*i18n*/ { id: 'cards.security_code_incomplete', message: 'Security code is incomplete' },
  security_code_invalid: /*i18n*/ { id: 'cards.security_code_invalid', message: 'Security code is invalid' },
  session_expired: domainMessages.cardSessionExpired,
  system_error: domainMessages.cardGatewayUnavailable,
  request_timeout: /*i18n*/ { id: 'cards.request_timeout', message: 'The payment service did not answer in time. Please try again' },
  script_not_allowed: /*i18n*/ { id: 'cards.fields_not_configured', message: 'Card entry is not set up here. Please use a saved card or try again later' },
};
