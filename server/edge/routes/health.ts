import { Hono } from 'hono';
import { readKeyRing } from '#crypto/key-ring.ts';
import type { AppEnv } from '#edge/env.ts';
import { createProviderClient } from '#edge/provider-client.ts';

type Check = { ok: boolean; detail: string };

function keyRingCheck(text: string | undefined, name: string): Check {
  try {
    readKeyRing(text, name);
    return { ok: true, detail: 'ok' };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : 'invalid' };
  }
}

async function providerCheck(env: AppEnv): Promise<Check & { checks?: unknown }> {
  try {
    const response = await createProviderClient(env, { locale: 'en' }).raw('/health');
    const body = (await response.json().catch(() => ({}))) as { checks?: unknown };
    return { ok: response.ok, detail: response.ok ? 'ok' : `answered ${response.status}`, checks: body.checks };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : 'unreachable' };
  }
}

/**
 * GET /api/health: 200 when the app has its keys and the provider is reachable and has every outside service
 * it needs; 503 otherwise, naming what is refused (never a secret). Deploy checks and uptime monitors read it.
 */
export const healthRoutes = new Hono<{ Bindings: AppEnv }>().get('/', async (c) => {
  const checks = {
    session_keys: keyRingCheck(c.env.SESSION_KEYS, 'SESSION_KEYS'),
    service_keys: keyRingCheck(c.env.SERVICE_KEYS, 'SERVICE_KEYS'),
    provider: await providerCheck(c.env),
  };
  const ok = Object.values(checks).every((check) => check.ok);
  return c.json({ ok, checks }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
});
