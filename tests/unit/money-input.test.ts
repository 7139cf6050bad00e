import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from '#domain/money.ts';

describe('parseMoneyInput', () => {
  it('reads major units as minor units of the currency', () => {
    expect(parseMoneyInput('86.50', 'SGD')).toBe(8650);
    expect(parseMoneyInput(' 86,5 ', 'SGD')).toBe(8650);
    expect(parseMoneyInput('1200', 'SGD')).toBe(120000);
    expect(parseMoneyInput('1200', 'JPY')).toBe(1200);
    expect(parseMoneyInput('0', 'SGD')).toBe(0);
  });

  it('refuses what is not a plain amount, or has more decimals than the currency', () => {
    for (const [text, currency] of [['', 'SGD'], ['-5', 'SGD'], ['8.655', 'SGD'], ['12.5', 'JPY'], ['1e3', 'SGD'], ['SGD 10', 'SGD'], ['1.000.000', 'SGD']] as const) {
      expect(parseMoneyInput(text, currency), text).toBeNull();
    }
  });
});
