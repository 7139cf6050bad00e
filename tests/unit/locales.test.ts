import { describe, expect, it } from 'vitest';
import { LOCALES, localeForProgram, negotiateLocale, toLocale } from '#domain/locales.ts';

describe('toLocale', () => {
  it('maps zh-hk in any case to Traditional Chinese (Hong Kong)', () => {
    expect(toLocale('zh-hk')).toBe('zh-HK');
    expect(toLocale('ZH-HK')).toBe('zh-HK');
    expect(toLocale('zh_HK')).toBe('zh-HK');
  });
  it('maps regional tags onto the product locales', () => {
    expect(toLocale('zh-CN')).toBe('zh');
    expect(toLocale('zh-TW')).toBe('tw');
    expect(toLocale('fr-CA')).toBe('fr');
    expect(toLocale('th-TH')).toBe('th');
    expect(toLocale('fil')).toBe('tl');
  });
  it('knows each of the 13 locales by its own code', () => {
    expect(LOCALES).toHaveLength(13);
    for (const locale of LOCALES) expect(toLocale(locale)).toBe(locale);
  });
  it('answers undefined for unknown, empty and oversized tags', () => {
    expect(toLocale('xx')).toBeUndefined();
    expect(toLocale('')).toBeUndefined();
    expect(toLocale(null)).toBeUndefined();
    expect(toLocale('a'.repeat(100))).toBeUndefined();
  });
});

describe('negotiateLocale', () => {
  it('prefers the lang query value over Accept-Language', () => {
    expect(negotiateLocale('ja', 'th,en;q=0.5')).toBe('ja');
  });
  it('reads Accept-Language by weight, skipping unsupported languages', () => {
    expect(negotiateLocale(null, 'de-DE,ko;q=0.8,en;q=0.9')).toBe('en');
    expect(negotiateLocale(null, 'de-DE,ko;q=0.95,en;q=0.9')).toBe('ko');
    expect(negotiateLocale(null, 'vi;q=0,th;q=0.2')).toBe('th');
  });
  it('falls back to en for unknown values and garbage', () => {
    expect(negotiateLocale('klingon', 'tlh')).toBe('en');
    expect(negotiateLocale(undefined, ';;;q=abc,,')).toBe('en');
  });
});

describe('localeForProgram', () => {
  it('keeps a locale the program offers and falls back to en otherwise', () => {
    expect(localeForProgram('zh', ['en', 'zh'])).toBe('zh');
    expect(localeForProgram('th', ['en', 'zh'])).toBe('en');
  });
});
