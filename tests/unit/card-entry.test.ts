import { describe, expect, it } from 'vitest';
import { cardEntryProblems, type CardEntry } from '#domain/card-entry.ts';

const supported = (digits: string) => digits === '5123450000000008';
const good: CardEntry = { number: '5123 4500 0000 0008', expiryMonth: '01', expiryYear: '39', securityCode: '100' };
const problemsOf = (change: Partial<CardEntry>) => cardEntryProblems({ ...good, ...change }, supported);

describe('the card form (spec §5, messages of spec §8)', () => {
  it('takes a whole, Luhn-valid, supported number with MM/YY and a 3 or 4 digit code', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ securityCode: '1000' })).toEqual([]);
  });

  it.each([
    [{ number: '' }, 'number_mandatory'],
    [{ number: '5123-45OO-0000-0008' }, 'number_invalid_characters'],
    [{ number: '51234500' }, 'number_incomplete'],
    [{ number: '51234500000000080000' }, 'number_too_long'],
    [{ number: '5123450000000009' }, 'number_incorrect'],
    [{ number: '4111111111111111' }, 'number_not_supported'],
    [{ expiryMonth: '' }, 'expiry_month_empty'],
    [{ expiryMonth: '1' }, 'expiry_month_incomplete'],
    [{ expiryMonth: '13' }, 'expiry_month_invalid'],
    [{ expiryMonth: '00' }, 'expiry_month_invalid'],
    [{ expiryYear: '' }, 'expiry_year_empty'],
    [{ expiryYear: '3' }, 'expiry_year_incomplete'],
    [{ expiryYear: '2039' }, 'expiry_year_invalid'],
    [{ securityCode: '10' }, 'security_code_incomplete'],
    [{ securityCode: '1a0' }, 'security_code_invalid'],
  ] as [Partial<CardEntry>, string][])('%o → %s', (change, problem) => {
    expect(problemsOf(change)).toEqual([problem]);
  });

  it('names one problem per field', () => {
    expect(cardEntryProblems({ number: '', expiryMonth: '', expiryYear: '', securityCode: '' }, supported)).toEqual([
      'number_mandatory',
      'expiry_month_empty',
      'expiry_year_empty',
      'security_code_incomplete',
    ]);
  });
});
