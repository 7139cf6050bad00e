import { describe, expect, it } from 'vitest';
import { programConfigSchema, type ProgramUpsertInput } from '#domain/contract/program-config.ts';
import { restaurantDetailSchema } from '#domain/contract/restaurant-detail.ts';
import { restaurantListSchema } from '#domain/contract/restaurant.ts';
import { callProvider } from './call-provider';

// A Latin-script sentence of four or more words: what an untranslated English text looks like on a ja or th page.
const LATIN_SENTENCE = /[A-Za-z]+(?:[ ,'’-]+[A-Za-z]+){3,}[.!?]/;

async function config(program: string, locale: string) {
  const response = await callProvider(`/public/project_configs/${program}`, { locale });
  expect(response.status).toBe(200);
  return programConfigSchema.parse(await response.json());
}

describe('texts partners and restaurants write, per locale', () => {
  it('answers dine-asia’s terms, consent line and title in each language it offers, not in English', async () => {
    for (const [locale, script] of [['ja', /[\u3040-\u30ff]/], ['th', /[\u0e00-\u0e7f]/], ['zh-HK', /[\u4e00-\u9fff]/], ['fr', /conditions/i]] as const) {
      const c = await config('dine-asia', locale);
      expect(c.t_and_c).toMatch(script);
      expect(c.tc_consent_content).toMatch(script);
      if (locale !== 'fr') expect(`${c.t_and_c} ${c.tc_consent_content}`).not.toMatch(LATIN_SENTENCE);
    }
    const seo = await (await callProvider('/public/project_configs/dine-asia/seo_info', { locale: 'ja' })).json();
    expect(JSON.stringify(seo)).not.toContain('book tables and dining deals');
    expect(JSON.stringify(seo)).toContain('テーブル予約');
  });

  it('falls back per text to the program’s default language, then to en', async () => {
    const program: ProgramUpsertInput = {
      status: 'active', theme: 'default', accent_color: '#123ABC', languages: ['ja', 'th', 'en'], authentication_method: 'open', access_code_length: null,
      where_pop_up: null, is_need_t_and_c_required: true, is_need_group_booking: false, is_need_hide_avg_price: false,
      analytic_type: null, analytic_code: null, booking_form_url: null, frame_ancestors: [], return_origins: [], booking_site_origins: [],
      texts: {
        en: { title: 'Fallback Test', t_and_c: '<p>Terms</p>', tc_consent_content: 'I agree', seo_keywords: 'booking' },
        ja: { title: 'フォールバック', t_and_c: '<p>規約</p>', tc_consent_content: '' },
        th: { title: 'ทดสอบ', t_and_c: '', tc_consent_content: '' },
      },
      regions: [{ id: 4 }],
    };
    const put = await callProvider('/ops/programs/fallback-test', {
      method: 'PUT', headers: { Authorization: 'Bearer test-ops-token', 'Content-Type': 'application/json' }, body: JSON.stringify(program),
    });
    expect(put.status).toBe(200);
    // th has only a title: the terms come from ja (the default), the consent line from en (ja has none either).
    expect(await config('fallback-test', 'th')).toMatchObject({ title: 'ทดสอบ', t_and_c: '<p>規約</p>', tc_consent_content: 'I agree' });
    expect(await config('fallback-test', 'ja')).toMatchObject({ title: 'フォールバック', t_and_c: '<p>規約</p>', tc_consent_content: 'I agree' });
    expect(await config('fallback-test', 'en')).toMatchObject({ title: 'Fallback Test', t_and_c: '<p>Terms</p>', tc_consent_content: 'I agree' });
  });

  it('answers restaurant introductions, cuisines and tags in th and ja', async () => {
    for (const [locale, script] of [['th', /[\u0e00-\u0e7f]/], ['ja', /[\u3040-\u30ff\u4e00-\u9fff]/]] as const) {
      const detail = restaurantDetailSchema.parse(await (await callProvider('/public/restaurants/1?program=dine-asia', { locale })).json());
      expect(detail.introduction).toMatch(script);
      // The name stays a proper name; nothing else is an English sentence.
      expect(detail.introduction.replace(detail.name, '')).not.toMatch(LATIN_SENTENCE);
      for (const item of [...detail.cuisines, ...detail.tags]) expect(item.name).toMatch(script);
      for (const deal of detail.deals) expect(`${deal.name} ${deal.category_name}`).toMatch(script);
    }
  });

  it('lists restaurants with their cuisines in zh-HK and fr', async () => {
    const zhHK = restaurantListSchema.parse(await (await callProvider('/dine-asia/regions/2/restaurants', { locale: 'zh-HK' })).json());
    expect(zhHK.flatMap((r) => r.cuisines).every((c) => /[\u4e00-\u9fff]/.test(c.name))).toBe(true);
    const fr = restaurantListSchema.parse(await (await callProvider('/dine-asia/regions/2/restaurants', { locale: 'fr' })).json());
    const english = new Set(['Cantonese', 'Japanese', 'French', 'Seafood', 'Romantic']);
    expect(fr.flatMap((r) => [...r.cuisines, ...r.tags]).some((c) => english.has(c.name))).toBe(false);
  });
});
