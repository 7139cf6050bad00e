import { describe, expect, it } from 'vitest';
import { countryCodeListSchema, regionGuideSchema, regionListSchema } from '#domain/contract/region.ts';
import { callProvider, type ErrorBody } from './call-provider';

async function regions(path: string, locale?: string) {
  const response = await callProvider(path, locale ? { locale } : {});
  expect(response.status).toBe(200);
  return regionListSchema.parse(await response.json());
}

describe('program regions', () => {
  it('lists all of a program’s regions in their display order, with zone, currency and handle', async () => {
    const list = await regions('/dine-asia/regions');
    expect(list.map((r) => r.name)).toEqual(['Shanghai', 'Hong Kong', 'Singapore', 'Bangkok', 'Kuala Lumpur']);
    expect(list[0]).toMatchObject({ phone_code: '86', time_zone: 'Asia/Shanghai', currency: 'CNY', handle: 'china', country: { code: 'CN' } });
    expect(list.map((r) => r.time_zone)).toEqual(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Singapore', 'Asia/Bangkok', 'Asia/Kuala_Lumpur']);

    const dbs = await regions('/dbs-dining/regions');
    expect(dbs.map((r) => r.currency)).toEqual(['SGD', 'HKD']);
  });

  it('narrows by handle and by keyword, in any language the region is known by', async () => {
    expect((await regions('/public/projects/dine-asia/regions?handle=china')).map((r) => r.id)).toEqual([1, 2]);
    expect((await regions('/public/projects/dine-asia/regions?handle=nobody')).length).toBe(0);
    expect((await regions('/public/projects/dine-asia/regions?keyword=KOWLOON')).map((r) => r.id)).toEqual([2]);
    expect((await regions(`/public/projects/dine-asia/regions?keyword=${encodeURIComponent('曼谷')}`)).map((r) => r.id)).toEqual([4]);
    expect((await regions('/public/projects/dine-asia/regions?handle=sea&keyword=singa')).map((r) => r.id)).toEqual([3]);
    expect((await regions('/public/projects/dine-asia/regions?keyword=%25')).length).toBe(0);
  });

  it('names regions in the diner’s locale, falling back to en', async () => {
    expect((await regions('/dine-asia/regions', 'zh-HK')).map((r) => r.name)[0]).toBe('上海');
    expect((await regions('/dine-asia/regions', 'ko')).map((r) => r.name)[3]).toBe('방콕');
    expect((await regions('/dine-asia/regions', 'hi')).map((r) => r.name)[0]).toBe('Shanghai');
  });

  it('refuses bad filters and unknown or expired programs', async () => {
    expect((await callProvider('/public/projects/dine-asia/regions?handle=a%20b')).status).toBe(400);
    expect((await callProvider(`/public/projects/dine-asia/regions?keyword=${'x'.repeat(600)}`)).status).toBe(400);
    expect((await callProvider('/public/projects/nobody/regions')).status).toBe(404);
    expect((await callProvider('/summer-2025/regions')).status).toBe(410);
    expect((await callProvider('/Bad_Slug!/regions')).status).toBe(400);
  });
});

describe('region guide and country codes', () => {
  it('answers the guide link of a region', async () => {
    const guide = regionGuideSchema.parse(await (await callProvider('/public/regions/3/guide')).json());
    expect(guide.link).toBe('https://guide.dining-demo.example/singapore');
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('answers 400 for region id %s', async (id) => {
    expect((await callProvider(`/public/regions/${id}/guide`)).status).toBe(400);
  });

  it('answers 404 for a region that does not exist', async () => {
    const response = await callProvider('/public/regions/999/guide', { locale: 'en' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual(['This region does not exist']);
  });

  it('lists dialling codes with localized names', async () => {
    const en = countryCodeListSchema.parse(await (await callProvider('/public/countries/country_codes')).json());
    expect(en.length).toBeGreaterThanOrEqual(30);
    expect(en).toContainEqual({ name: 'Singapore', country_code: '65', iso: 'SG' });
    const zh = countryCodeListSchema.parse(await (await callProvider('/public/countries/country_codes', { locale: 'zh' })).json());
    expect(zh).toContainEqual({ name: '泰国', country_code: '66', iso: 'TH' });
    const vi = countryCodeListSchema.parse(await (await callProvider('/public/countries/country_codes', { locale: 'vi' })).json());
    expect(vi.find((c) => c.iso === 'JP')?.name).toBe('Japan');
  });
});

describe('unknown paths', () => {
  it('answers JSON 404 in the error shape', async () => {
    const response = await callProvider('/no/such/path');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(((await response.json()) as ErrorBody).code).toBe('not_found');
  });
});
