import { describe, expect, it } from 'vitest';
import type { PanelOpening } from '#domain/booking-panel.ts';
import { currencyExponent } from '#domain/money.ts';
import { formatMoney, formatPanelDate, formatRating, intlLocale } from '#lib/i18n/format.ts';
import { formatPanelLabels } from '#lib/i18n/format-panel-labels.ts';

describe('money', () => {
  it('knows minor-unit digits per currency', () => {
    expect(currencyExponent('SGD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });
  it('formats integer minor units without floats leaking', () => {
    expect(formatMoney({ amountMinor: 12000, currency: 'SGD' }, 'en').replace(/\s/g, ' ')).toBe('SGD 120');
    expect(formatMoney({ amountMinor: 12050, currency: 'HKD' }, 'en')).toBe('HK$120.50');
    expect(formatMoney({ amountMinor: 3000, currency: 'JPY' }, 'ja')).toMatch(/3,000/);
  });
});

describe('intlLocale', () => {
  it('maps product codes to BCP 47 (tw is Traditional Chinese, not Twi)', () => {
    expect(intlLocale('tw')).toBe('zh-TW');
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('zh-HK')).toBe('zh-HK');
    expect(intlLocale('ja')).toBe('ja');
  });
  it('formats ratings with one decimal in the diner locale', () => {
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    expect(formatRating(4, 'en')).toBe('4.0');
  });
});

describe('formatPanelDate', () => {
  it('writes a restaurant-local date with weekday, day and month in the diner\'s locale, whatever the clock\'s zone', () => {
    expect(formatPanelDate('2026-11-25', 'en')).toBe('Wed, Nov 25');
    expect(formatPanelDate('2026-11-25', 'ja')).toBe('11月25日(水)');
    // The cached formatter of one locale does not leak into another.
    expect(formatPanelDate('2026-11-25', 'en')).toBe('Wed, Nov 25');
  });
});

describe('formatPanelLabels', () => {
  const slot = { time: '19:30', seats: { available: [2, 4] }, off_peak: null };
  const opening: PanelOpening = { dates: ['2026-11-25', '2026-11-26'], preloaded: [{ date: '2026-11-25', slots: [slot] }] };
  it('labels every open date and every sent time, each locale its own (labels are kept per isolate)', () => {
    const en = formatPanelLabels(opening, 'en');
    expect(en.dates).toEqual({ '2026-11-25': 'Wed, Nov 25', '2026-11-26': 'Thu, Nov 26' });
    expect(en.times).toEqual({ '19:30': '7:30 PM' });
    const ja = formatPanelLabels(opening, 'ja');
    expect(ja.dates['2026-11-25']).toBe('11月25日(水)');
    expect(ja.times['19:30']).toBe('19:30');
    expect(formatPanelLabels(opening, 'en')).toEqual(en);
  });
});
