import { isLuhnValid } from './card-number';

/** The card form's fields (spec §3 Card, §5 card form) as the payer typed them. */
export interface CardEntry {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
}

/** Spec §8 card messages, one per way a field can be wrong. */
export type CardEntryProblem =
  | 'number_mandatory'
  | 'number_invalid_characters'
  | 'number_incomplete'
  | 'number_too_long'
  | 'number_incorrect'
  | 'number_not_supported'
  | 'expiry_month_empty'
  | 'expiry_month_incomplete'
  | 'expiry_month_invalid'
  | 'expiry_year_empty'
  | 'expiry_year_incomplete'
  | 'expiry_year_invalid'
  | 'security_code_incomplete'
  | 'security_code_invalid';

/** The first problem of each field, in the form's order; empty when the card may go to the gateway. */
export function cardEntryProblems(entry: CardEntry, isSupported: (digits: string) => boolean): CardEntryProblem[] {
  const problems: CardEntryProblem[] = [];
  const number = entry.number.replace(/[\s-]/g, '');
  if (number === '') problems.push('number_mandatory');
  else if (!/^\d+$/.test(number)) problems.push('number_invalid_characters');
  else if (number.length > 19) problems.push('number_too_long');
  else if (number.length < 12) problems.push('number_incomplete');
  else if (!isLuhnValid(number)) problems.push('number_incorrect');
  else if (!isSupported(number)) problems.push('number_not_supported');

  const month = entry.expiryMonth.trim();
  if (month === '') problems.push('expiry_month_empty');
  else if (/^\d$/.test(month)) problems.push('expiry_month_incomplete');
  else if (!/^(0[1-9]|1[0-2])$/.test(month)) problems.push('expiry_month_invalid');

  const year = entry.expiryYear.trim();
  if (year === '') problems.push('expiry_year_empty');
  else if (!/^\d+$/.test(year) || year.length > 2) problems.push('expiry_year_invalid');
  else if (year.length < 2) problems.push('expiry_year_incomplete');

  const code = entry.securityCode.trim();
  if (!/^\d*$/.test(code) || code.length > 4) problems.push('security_code_invalid');
  else if (code.length < 3) problems.push('security_code_incomplete');
  return problems;
}
