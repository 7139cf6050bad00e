import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdapterRefused, adapterStatus, chooseAdapter } from '../../server/provider/adapter-choice';
import type { ProviderBindings } from '../../server/provider/env';
import { installSandboxes, type Sandboxes } from '../../server/provider/sandboxes';

const envWith = (settings: Partial<ProviderBindings>) => settings as ProviderBindings;
const choices = {
  real: { http: () => 'real http adapter' },
  sandbox: () => 'sandbox adapter',
  requires: ['MAIL_FROM'] as (keyof ProviderBindings)[],
};
const choose = (env: ProviderBindings) => chooseAdapter(env, 'MAIL_ADAPTER', choices);

describe('choosing an outside service adapter fails closed', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['missing', { MAIL_FROM: 'Dining <no-reply@example.com>' }, 'not set'],
    ['unknown', { MAIL_ADAPTER: 'smtp', MAIL_FROM: 'Dining <no-reply@example.com>' }, 'unknown value "smtp" (expected "sandbox" or "http")'],
    ['incomplete', { MAIL_ADAPTER: 'http' }, 'MAIL_FROM is not set'],
    ['a sandbox outside local development', { MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'x', LOCAL_SANDBOXES: 'off' }, '"sandbox" is for local development only (no sandboxes in this build, or LOCAL_SANDBOXES is not "on")'],
  ] as const)('refuses a %s setting, logs why, and the health check says it — never a fallback to the sandbox', (_, settings, reason) => {
    installSandboxes({} as Sandboxes);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = envWith(settings);
    expect(() => choose(env)).toThrow(AdapterRefused);
    expect(log).toHaveBeenCalledWith(JSON.stringify({ event: 'adapter_refused', setting: 'MAIL_ADAPTER', reason }));
    expect(adapterStatus(env, 'MAIL_ADAPTER', () => choose(env))).toEqual({ ok: false, detail: reason });
  });

  it('selects the real adapter when it is named and complete, and the sandbox only where local development turned it on', () => {
    expect(choose(envWith({ MAIL_ADAPTER: 'http', MAIL_FROM: 'x' }))).toBe('real http adapter');
    installSandboxes({} as Sandboxes);
    expect(choose(envWith({ MAIL_ADAPTER: 'sandbox', MAIL_FROM: 'x', LOCAL_SANDBOXES: 'on' }))).toBe('sandbox adapter');
  });
});
