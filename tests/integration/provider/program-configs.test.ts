import { describe, expect, it } from 'vitest';
import {
  accessCodeInfoSchema,
  AUTHENTICATION_METHODS,
  programConfigSchema,
  programImagesSchema,
  seoInfoSchema,
  verifyOptionsSchema,
} from '#domain/contract/program-config.ts';
import { LOCALES } from '#domain/locales.ts';
import { callProvider, type ErrorBody } from './call-provider';

const DEMO_SLUGS = ['dine-asia', 'members-club', 'restaurant-week', 'mc-world', 'dbs-dining', 'mobile-perks', 'unionpay-dining', 'amex-dining'];

describe('GET /public/project_configs/:program', () => {
  it('answers the default test program in the contract shape, open to every locale', async () => {
    const response = await callProvider('/public/project_configs/dine-asia');
    expect(response.status).toBe(200);
    const config = programConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      project: 'dine-asia',
      title: 'Dine Asia',
      authentication_method: 'open',
      where_pop_up: 'on_program_start',
      is_need_t_and_c_required: true,
      analytic_type: 'google_analytics',
      analytic_code: 'G-DEMO1234',
      status: 'active',
    });
    expect(config.languages).toEqual([...LOCALES]);
    expect(config.frame_ancestors).toContain('http://127.0.0.1:8790');
    expect(config.t_and_c).toContain('<ol>');
  });

  it('covers every way in across the eight active demo programs, each with its own accent colour', async () => {
    const configs = await Promise.all(
      DEMO_SLUGS.map(async (slug) => programConfigSchema.parse(await (await callProvider(`/public/project_configs/${slug}`)).json())),
    );
    expect(new Set(configs.map((c) => c.authentication_method))).toEqual(new Set(AUTHENTICATION_METHODS));
    expect(new Set(configs.map((c) => c.accent_color)).size).toBe(configs.length);
    expect(new Set(configs.map((c) => c.theme))).toEqual(new Set(['default', 'newtheme']));
    expect(configs.find((c) => c.project === 'members-club')?.languages).toEqual(['en', 'zh']);
  });

  it('answers texts in the diner’s locale, in every language the program offers', async () => {
    const zh = programConfigSchema.parse(await (await callProvider('/public/project_configs/dine-asia', { locale: 'zh' })).json());
    expect(zh.title).toBe('亚洲美食之旅');
    expect(zh.t_and_c).toContain('条款及细则');

    const ja = programConfigSchema.parse(await (await callProvider('/public/project_configs/dine-asia', { locale: 'ja' })).json());
    expect(ja.title).toBe('ダイン・アジア');
    expect(ja.t_and_c).toContain('利用規約');
    expect(ja.t_and_c).not.toContain('terms and conditions');

    // mc-world keeps its brand name in French, with French terms (per-text fallback: localized-texts.test.ts).
    const fr = programConfigSchema.parse(await (await callProvider('/public/project_configs/mc-world', { locale: 'fr-FR' })).json());
    expect(fr.title).toBe('Mastercard World Gastronomie');
    expect(fr.t_and_c).toContain('Conditions générales');
  });

  it('refuses a locale the program does not offer with 406, in that locale’s words', async () => {
    const response = await callProvider('/public/project_configs/members-club', { locale: 'ja' });
    expect(response.status).toBe(406);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('unsupported_locale');
    expect(body.full_messages[0]).toBeTruthy();
  });

  it('answers 410 for an expired program and 404 for an unknown one', async () => {
    const expired = await callProvider('/public/project_configs/summer-2025');
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as ErrorBody).code).toBe('program_expired');

    const unknown = await callProvider('/public/project_configs/no-such-program');
    expect(unknown.status).toBe(404);
    const body = (await unknown.json()) as ErrorBody;
    expect(body).toEqual({ errors: ['This program is expired or invalid'], full_messages: ['This program is expired or invalid'], code: 'program_not_found' });
  });

  it.each([
    ['upper case', 'Dine-Asia'],
    ['a dot', 'dine.asia'],
    ['a leading dash', '-dine'],
    ['65 characters', 'a'.repeat(65)],
    ['an encoded slash', 'dine%2Fasia'],
  ])('answers 400 for a slug with %s', async (_, slug) => {
    const response = await callProvider(`/public/project_configs/${slug}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).code).toBe('invalid_program');
  });
});

describe('program sub-resources', () => {
  it('lists the program images as app-facing paths', async () => {
    const images = programImagesSchema.parse(await (await callProvider('/public/project_configs/dine-asia/imgs')).json());
    expect(images.map((i) => i.name)).toEqual(['logo', 'banner', 'background']);
    expect(images[0]?.img_url).toBe('/api/images/program/dine-asia/logo.svg');
  });

  it('answers verify options per access style', async () => {
    const mc = verifyOptionsSchema.parse(await (await callProvider('/public/project_configs/mc-world/verify_options')).json());
    expect(mc.bank_card_verify).toEqual({ is_need_bank_card_verify: true, base_access_code: 'MCWORLD' });
    const bank = verifyOptionsSchema.parse(await (await callProvider('/public/project_configs/dbs-dining/verify_options')).json());
    expect(bank.dbs_verify.is_need_dbs_verify).toBe(true);
    expect(bank.dbs_verify.dbs_verify_url).toMatch(/^https:\/\//);
    const mobile = verifyOptionsSchema.parse(await (await callProvider('/public/project_configs/mobile-perks/verify_options')).json());
    expect(mobile.mobile_verify.is_need_mobile_verify).toBe(true);
    const open = verifyOptionsSchema.parse(await (await callProvider('/public/project_configs/dine-asia/verify_options')).json());
    expect(open.bank_card_verify.is_need_bank_card_verify || open.dbs_verify.is_need_dbs_verify || open.mobile_verify.is_need_mobile_verify).toBe(false);
  });

  it('answers SEO info in the diner’s locale with the banner as og_image', async () => {
    const seo = seoInfoSchema.parse(await (await callProvider('/public/project_configs/dine-asia/seo_info', { locale: 'zh' })).json());
    expect(seo.title).toContain('亚洲美食之旅');
    expect(seo.og_image).toBe('/api/images/program/dine-asia/banner.svg');
  });

  it('answers the access-code description as rich text, localized', async () => {
    const en = accessCodeInfoSchema.parse(await (await callProvider('/public/access_codes/restaurant-week?project=restaurant-week&handle=rw-hk')).json());
    expect(en.desc).toContain('<strong>Restaurant Week pass</strong>');
    const zh = accessCodeInfoSchema.parse(await (await callProvider('/public/access_codes/restaurant-week', { locale: 'zh-CN' })).json());
    expect(zh.desc).toContain('访问码');
    const bad = await callProvider('/public/access_codes/restaurant-week?handle=%3Cscript%3E');
    expect(bad.status).toBe(400);
  });

  it('answers 410 for the sub-resources of an expired program', async () => {
    for (const path of ['imgs', 'verify_options', 'seo_info']) {
      expect((await callProvider(`/public/project_configs/summer-2025/${path}`)).status).toBe(410);
    }
  });
});
