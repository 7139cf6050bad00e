import { describe, expect, it } from 'vitest';
import { programConfigSchema, type ProgramUpsertInput } from '#domain/contract/program-config.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env, tableCounts } from './seed-database';

const TOKEN = 'test-ops-token';

function put(slug: string, body: unknown, token: string | null = TOKEN): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  return callProvider(`/ops/programs/${slug}`, { method: 'PUT', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

function newProgram(overrides: Partial<ProgramUpsertInput> = {}): ProgramUpsertInput {
  return {
    status: 'active',
    theme: 'default',
    accent_color: '#123ABC',
    languages: ['en', 'zh'],
    authentication_method: 'open',
    access_code_length: null,
    where_pop_up: null,
    is_need_t_and_c_required: false,
    is_need_group_booking: true,
    is_need_hide_avg_price: false,
    analytic_type: null,
    analytic_code: null,
    booking_form_url: null,
    frame_ancestors: ['https://partner.example'],
    return_origins: ['https://partner.example'],
    booking_site_origins: [],
    texts: { en: { title: 'Ops Test', t_and_c: '<p>Terms</p>', tc_consent_content: 'I agree' }, zh: { title: '运营测试', t_and_c: '', tc_consent_content: '' } },
    regions: [{ id: 4, handle: 'ops' }, { id: 2 }],
    ...overrides,
  };
}

async function programRow(slug: string) {
  return env.DB.prepare('SELECT * FROM programs WHERE slug = ?').bind(slug).first();
}

describe('PUT /ops/programs/:program', () => {
  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const before = await tableCounts();
    const dineAsia = await programRow('dine-asia');
    for (const token of [null, '', 'wrong-token', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const response = await put('dine-asia', newProgram({ accent_color: '#000000' }), token);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).code).toBe('unauthorized');
    }
    const basic = await callProvider('/ops/programs/dine-asia', { method: 'PUT', headers: { Authorization: `Basic ${btoa(`x:${TOKEN}`)}` }, body: '{}' });
    expect(basic.status).toBe(401);
    expect(await programRow('dine-asia')).toEqual(dineAsia);
    expect(await tableCounts()).toEqual(before);
  });

  it('creates a program, then updates it; reads agree with what was written', async () => {
    const created = await put('ops-created', newProgram());
    expect(created.status).toBe(200);
    expect(programConfigSchema.parse(await created.json())).toMatchObject({ project: 'ops-created', title: 'Ops Test', accent_color: '#123ABC' });

    const zh = programConfigSchema.parse(await (await callProvider('/public/project_configs/ops-created', { locale: 'zh' })).json());
    expect(zh.title).toBe('运营测试');
    expect(zh.t_and_c).toBe('<p>Terms</p>');
    const regions = (await (await callProvider('/ops-created/regions')).json()) as { id: number; handle: string | null }[];
    expect(regions.map((r) => [r.id, r.handle])).toEqual([[4, 'ops'], [2, null]]);
    expect((await callProvider('/ops-created/regions/4/restaurants')).status).toBe(200);

    const updated = await put(
      'ops-created',
      newProgram({
        accent_color: '#ABCDEF',
        theme: 'newtheme',
        analytic_type: 'google_analytics',
        analytic_code: 'G-OPS1',
        texts: { en: { title: 'Ops Renamed', t_and_c: '', tc_consent_content: '' } },
        regions: [{ id: 1 }],
        verify_options: {
          bank_card_verify: { is_need_bank_card_verify: true, base_access_code: 'OPSCODE' },
          dbs_verify: { is_need_dbs_verify: false, dbs_verify_url: null },
          mobile_verify: { is_need_mobile_verify: false },
        },
      }),
    );
    expect(updated.status).toBe(200);
    const config = programConfigSchema.parse(await (await callProvider('/public/project_configs/ops-created')).json());
    expect(config).toMatchObject({ title: 'Ops Renamed', accent_color: '#ABCDEF', theme: 'newtheme', analytic_code: 'G-OPS1' });
    // The zh texts were replaced by the en-only set, so zh now falls back to en.
    const zhAfter = programConfigSchema.parse(await (await callProvider('/public/project_configs/ops-created', { locale: 'zh' })).json());
    expect(zhAfter.title).toBe('Ops Renamed');
    expect(((await (await callProvider('/ops-created/regions')).json()) as { id: number }[]).map((r) => r.id)).toEqual([1]);
    expect((await callProvider('/ops-created/regions/4/restaurants')).status).toBe(404);
    const verify = (await (await callProvider('/public/project_configs/ops-created/verify_options')).json()) as { bank_card_verify: unknown };
    expect(verify.bank_card_verify).toEqual({ is_need_bank_card_verify: true, base_access_code: 'OPSCODE' });
  });

  it.each<[string, unknown]>([
    ['not JSON', '{"status":'],
    ['an empty object', {}],
    ['no en texts', newProgram({ texts: { zh: { title: '只有中文', t_and_c: '', tc_consent_content: '' } } })],
    ['a bad colour', newProgram({ accent_color: 'red' })],
    ['an unknown language', { ...newProgram(), languages: ['en', 'xx'] }],
    ['languages without en', newProgram({ languages: ['zh'] })],
    ['an unknown field', { ...newProgram(), is_admin: true }],
    ['a frame ancestor with a path', newProgram({ frame_ancestors: ['https://partner.example/page'] })],
    ['a wildcard frame ancestor', newProgram({ frame_ancestors: ['http://127.0.0.1:*'] })],
    ['an analytics code without a type', newProgram({ analytic_code: 'G-ONLY' })],
    ['a region that does not exist', newProgram({ regions: [{ id: 999 }] })],
    ['a repeated region', newProgram({ regions: [{ id: 1 }, { id: 1 }] })],
    ['a string where a boolean belongs', { ...newProgram(), is_need_group_booking: 'yes' }],
  ])('answers 400 for %s and changes nothing', async (_, body) => {
    await put('ops-stable', newProgram());
    const before = await tableCounts();
    const row = await programRow('ops-stable');
    const response = await put('ops-stable', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages[0]).toBeTruthy();
    expect(await programRow('ops-stable')).toEqual(row);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 for a malformed slug, even with a good token', async () => {
    expect((await put('Bad_Slug', newProgram())).status).toBe(400);
    expect((await put('a'.repeat(65), newProgram())).status).toBe(400);
  });
});
