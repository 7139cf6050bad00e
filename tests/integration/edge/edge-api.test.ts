import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import exampleProgram from '#scripts/examples/program.json';
import exampleOffer from '#scripts/examples/voucher-offer.json';
import { programConfigKey } from '#edge/config-cache.ts';
import { fetchProgramBundle } from '#edge/program-bundle.ts';
import { SESSION_COOKIE, signProgramSession, verifyProgramSession } from '#edge/session.ts';

const settings = { keysText: env.SESSION_KEYS, issuer: env.SESSION_ISSUER };
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`https://app.test${path}`, init));
const sessionFor = (program: string) =>
  signProgramSession({ program, handle: null, source: null, jumpUrl: null, hideNavigation: false, termsAcceptedAt: null, access: null, bankLogin: null }, settings);
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
  body: JSON.stringify(body),
});

describe('edge API', () => {
  it('answers unknown paths with a JSON error in the diner language', async () => {
    const response = await call('/api/nothing', { headers: { 'Accept-Language': 'fr-FR' } });
    expect(response.status).toBe(404);
    const body = await response.json<{ errors: string[]; code: string }>();
    expect(body.code).toBe('not_found');
    expect(body.errors[0]).not.toBe('We could not find what you asked for');
  });

  it('names its server time on every answer, a refusal and an answer that called the provider alike', async () => {
    for (const path of ['/api/nothing', '/api/health', '/api/restaurants/1/panel-opening?program=dine-asia']) {
      const response = await call(path);
      await response.arrayBuffer();
      expect(response.headers.get('Server-Timing'), path).toMatch(/^app;dur=\d+$/);
    }
  });

  it('records terms consent in the program session cookie', async () => {
    const token = await sessionFor('dine-asia');
    const response = await call('/api/terms/accept', json({ program: 'dine-asia' }, { Cookie: `${SESSION_COOKIE}=${token}` }));
    expect(response.status).toBe(200);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain('Partitioned');
    const renewed = await verifyProgramSession(/=([^;]+)/.exec(cookie)?.[1], 'dine-asia', settings);
    expect(renewed?.termsAcceptedAt).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('refuses consent without a session of that program, and bad input, changing nothing', async () => {
    const otherProgram = await sessionFor('members-club');
    expect((await call('/api/terms/accept', json({ program: 'dine-asia' }, { Cookie: `${SESSION_COOKIE}=${otherProgram}` }))).status).toBe(403);
    for (const body of [{}, { program: '' }, { program: 'A B' }, { program: 'x'.repeat(65) }, 'text']) {
      const response = await call('/api/terms/accept', json(body));
      expect(response.status).toBe(400);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('refuses state-changing requests from other sites and non-JSON bodies (CSRF)', async () => {
    const token = await sessionFor('dine-asia');
    const crossSite = await call('/api/terms/accept', json({ program: 'dine-asia' }, { Cookie: `${SESSION_COOKIE}=${token}`, 'Sec-Fetch-Site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await call('/api/terms/accept', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', Cookie: `${SESSION_COOKIE}=${token}` },
      body: JSON.stringify({ program: 'dine-asia' }),
    });
    expect(foreignOrigin.status).toBe(403);
    const form = await call('/api/terms/accept', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `${SESSION_COOKIE}=${token}` },
      body: 'program=dine-asia',
    });
    expect(form.status).toBe(415);
  });

  it('serves the generated demo images through the app origin', async () => {
    const { results } = await env.DB.prepare('SELECT cover_url FROM restaurants LIMIT 1').all<{ cover_url: string }>();
    const response = await call(results[0]!.cover_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect((await call('/api/images/../../etc/passwd')).status).toBe(404);
  });
});

describe('ops: rotate a program config with no redeploy', () => {
  const ops = (path: string, init: RequestInit = {}, token = env.OPS_TOKEN) =>
    call(`/api/ops${path}`, { ...init, headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...init.headers } });

  it('refuses a missing or wrong ops token', async () => {
    expect((await ops('/programs/dine-asia/purge', { method: 'POST' }, '')).status).toBe(401);
    expect((await ops('/programs/dine-asia/purge', { method: 'POST' }, 'wrong')).status).toBe(401);
  });

  it('purge drops the cached copies of a program in KV', async () => {
    await env.CONFIG_CACHE.put(programConfigKey('dine-asia', 'en'), '{"storedAt":0}');
    expect((await ops('/programs/dine-asia/purge', { method: 'POST' })).status).toBe(200);
    expect(await env.CONFIG_CACHE.get(programConfigKey('dine-asia', 'en'))).toBeNull();
  });

  it('changes which sites may embed a program with no redeploy: the next page read uses the new list', async () => {
    const { project, ...config } = exampleProgram;
    const embeddedBy = async () => {
      const lookup = await fetchProgramBundle(env, project, 'en');
      return lookup.kind === 'found' ? lookup.bundle.config.frame_ancestors : null;
    };
    expect((await ops(`/programs/${project}`, { method: 'PUT', body: JSON.stringify({ ...config, frame_ancestors: ['https://bank-a.example'] }) })).status).toBe(200);
    expect(await embeddedBy()).toEqual(['https://bank-a.example']);
    await env.CONFIG_CACHE.put(programConfigKey(project, 'en'), '{"storedAt":0}');
    const changed = await ops(`/programs/${project}`, { method: 'PUT', body: JSON.stringify({ ...config, frame_ancestors: ['https://bank-b.example', 'https://app.bank-b.example'] }) });
    expect(changed.status).toBe(200);
    // The cached copy is gone, so the next page builds its frame-ancestors from the new list.
    expect(await env.CONFIG_CACHE.get(programConfigKey(project, 'en'))).toBeNull();
    expect(await embeddedBy()).toEqual(['https://bank-b.example', 'https://app.bank-b.example']);
    const wildcard = await ops(`/programs/${project}`, { method: 'PUT', body: JSON.stringify({ ...config, frame_ancestors: ['https://*.example'] }) });
    expect(wildcard.status).toBe(400);
    expect(await embeddedBy()).toEqual(['https://bank-b.example', 'https://app.bank-b.example']);
  });

  it('adds a voucher offer through the app, as the README says, and refuses a bad one writing nothing', async () => {
    // The README's example, as `npm run program -- offer` sends it.
    const { project, ...offer } = exampleOffer;
    const added = await ops(`/programs/${project}/voucher_offers`, { method: 'POST', body: JSON.stringify(offer) });
    expect(added.status, await added.clone().text()).toBe(201);
    const { id } = await added.json<{ id: number }>();
    expect(await env.DB.prepare("SELECT t.title FROM voucher_offers o JOIN voucher_offer_texts t ON t.offer_id = o.id AND t.locale = 'en' WHERE o.id = ? AND o.program_slug = ?").bind(id, project).first()).toEqual({ title: offer.texts.en.title });

    const offers = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM voucher_offers').first<{ n: number }>())!.n;
    const before = await offers();
    const untitled = await ops(`/programs/${project}/voucher_offers`, { method: 'POST', body: JSON.stringify({ ...offer, texts: {} }) });
    expect(untitled.status).toBe(400);
    expect((await untitled.json<{ full_messages: string[] }>()).full_messages[0]).toBeTruthy();
    expect((await ops(`/programs/${project}/voucher_offers`, { method: 'POST', body: '{' })).status).toBe(400);
    expect((await ops(`/programs/${project}/voucher_offers`, { method: 'POST', body: JSON.stringify(offer) }, 'wrong')).status).toBe(401);
    expect(await offers()).toBe(before);
  });

  it('refuses a malformed program name and a body that is not a program', async () => {
    expect((await ops('/programs/Bad%20Name', { method: 'PUT', body: '{}' })).status).toBe(400);
    const before = await env.DB.prepare("SELECT updated_at FROM programs WHERE slug = 'members-club'").first();
    expect((await ops('/programs/members-club', { method: 'PUT', body: JSON.stringify({ accent_color: 'red' }) })).status).toBe(400);
    expect(await env.DB.prepare("SELECT updated_at FROM programs WHERE slug = 'members-club'").first()).toEqual(before);
  });
});
