import { describe, expect, it } from 'vitest';
import { cardBin, cardNumberDigits, isLuhnValid } from '#domain/card-number.ts';

describe('card numbers', () => {
  it('keeps the digits of a typed or pasted number, and refuses anything that is not one', () => {
    expect(cardNumberDigits('5111 1111 1111 1118')).toBe('5111111111111118');
    expect(cardNumberDigits('2223-0000-0000-0007')).toBe('2223000000000007');
    expect(cardNumberDigits(' 4508750015741019 ')).toBe('4508750015741019');
    for (const bad of ['', '5111 1111 1111 111x', '51111111111', '51111111111111111111', '٥١١١١١١١١١١١١١١٨', '5111.1111.1111.1118', '1'.repeat(41)]) {
      expect(cardNumberDigits(bad), bad).toBeNull();
    }
  });

  it('checks the Luhn digit: every sandbox card passes, a changed digit fails', () => {
    for (const card of ['5111111111111118', '2223000000000007', '5123450000000008', '4508750015741019', '5555555555554444', '4111111111111111', '378282246310005']) {
      expect(isLuhnValid(card), card).toBe(true);
    }
    for (const card of ['5111111111111119', '2223000000000008', '4508750015741010', '1234567812345678', '', 'abcd', '0']) {
      expect(isLuhnValid(card), card).toBe(false);
    }
  });

  it('shows a card by its first 8 digits only', () => {
    expect(cardBin('5111111111111118')).toBe('51111111');
  });
});
