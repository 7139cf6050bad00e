import { describe, expect, it } from 'vitest';
import { cardFormMessages } from '#domain/card-entry-messages.ts';
import { cardTypeProblem, sessionUpdateOutcome, validityProblem } from '#domain/hosted-session-answers.ts';

const messageOf = (problem: keyof typeof cardFormMessages | null) => (problem ? cardFormMessages[problem].message : null);

describe('the gateway\'s Hosted Session answers as spec §8 card messages', () => {
  it('reads onValidityChange per field: empty, invalid characters, not supported, invalid, incomplete, too long', () => {
    expect(validityProblem('number', { isValid: true })).toBeNull();
    expect(messageOf(validityProblem('number', { isValid: false, errorReason: 'EMPTY' }))).toBe('Card number is mandatory');
    expect(messageOf(validityProblem('number', { isValid: false, errorReason: 'INVALID_CHARACTERS' }))).toBe('Card number contains invalid characters');
    expect(messageOf(validityProblem('number', { isValid: false, errorReason: 'NOT_SUPPORTED' }))).toBe('This card is not supported. Please use another card');
    expect(messageOf(validityProblem('number', { isValid: false, errorReason: 'INVALID_VALUE' }))).toBe('Card number is incorrect');
    expect(messageOf(validityProblem('number', { isValid: false, isIncomplete: true }))).toBe('Card number is incomplete');
    expect(messageOf(validityProblem('number', { isValid: false, errorReason: 'INVALID_LENGTH' }))).toBe('Card number is too long');
    expect(messageOf(validityProblem('expiryMonth', { isValid: false, errorReason: 'EMPTY' }))).toBe('Expiry month is empty');
    expect(messageOf(validityProblem('expiryMonth', { isValid: false, isIncomplete: true }))).toBe('Expiry month is incomplete (MM)');
    expect(messageOf(validityProblem('expiryMonth', { isValid: false, errorReason: 'INVALID_CHARACTERS' }))).toBe('Expiry month is invalid');
    expect(messageOf(validityProblem('expiryYear', { isValid: false, errorReason: 'INVALID_VALUE' }))).toBe('Expiry year is invalid');
    expect(messageOf(validityProblem('expiryYear', { isValid: false, isIncomplete: true }))).toBe('Expiry year is incomplete (YY)');
    expect(messageOf(validityProblem('securityCode', { isValid: false, errorReason: 'EMPTY' }))).toBe('Security code is incomplete');
    expect(messageOf(validityProblem('securityCode', { isValid: false, errorReason: 'INVALID_VALUE' }))).toBe('Security code is invalid');
    // A reason of a later API version is still a message, never silence.
    expect(messageOf(validityProblem('securityCode', { isValid: false, errorReason: 'SOMETHING_NEW' }))).toBe('Security code is invalid');
  });

  it('reads onCardTypeChange: only a type the gateway does not support is a problem', () => {
    expect(cardTypeProblem('SUPPORTED')).toBeNull();
    expect(cardTypeProblem('INSUFFICIENT_LENGTH')).toBeNull();
    expect(cardTypeProblem('NOT_SUPPORTED')).toBe('number_not_supported');
  });

  it('reads formSessionUpdate: ok, each field in error (missing or invalid), timeout, system error, not authorized', () => {
    expect(sessionUpdateOutcome({ status: 'ok', session: { id: 'SESSION0001' } })).toEqual({ kind: 'ok' });
    expect(sessionUpdateOutcome({ status: 'fields_in_error', errors: { cardNumber: 'invalid', expiryMonth: 'missing', securityCode: 'invalid' } })).toEqual({
      kind: 'fields',
      problems: { number: 'number_incorrect', expiryMonth: 'expiry_month_empty', securityCode: 'security_code_invalid' },
    });
    expect(sessionUpdateOutcome({ status: 'fields_in_error', errors: { cardNumber: 'missing', expiryYear: 'invalid' } })).toEqual({
      kind: 'fields',
      problems: { number: 'number_mandatory', expiryYear: 'expiry_year_invalid' },
    });
    expect(sessionUpdateOutcome({ status: 'fields_in_error', errors: {} })).toEqual({ kind: 'form', problem: 'system_error' });
    expect(sessionUpdateOutcome({ status: 'request_timeout', errors: { message: 'Request timeout error message.' } })).toEqual({ kind: 'form', problem: 'request_timeout' });
    expect(sessionUpdateOutcome({ status: 'system_error', errors: { message: 'System error message.' } })).toEqual({ kind: 'form', problem: 'system_error' });
    expect(sessionUpdateOutcome({ status: 'system_error', errors: { message: 'Not authorized: the session is unknown or has expired' } })).toEqual({ kind: 'form', problem: 'session_expired' });
    expect(sessionUpdateOutcome({ status: 'not_authorized' })).toEqual({ kind: 'form', problem: 'session_expired' });
    expect(messageOf('session_expired')).toBe('Not authorized: your card session has expired. Please reload and try again');
    expect(messageOf('system_error')).toMatch(/^System error/);
  });

  it('gives every card form problem its own catalog id under cards.*', () => {
    const ids = Object.values(cardFormMessages).map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^cards\.[a-z_]+$/);
  });
});
