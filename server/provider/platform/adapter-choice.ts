import type { ProviderBindings } from './env';
import { sandboxesFor, type Sandboxes } from './sandboxes';

/** The settings that pick an outside service's adapter. */
export type AdapterSetting = 'MAIL_ADAPTER' | 'SMS_ADAPTER' | 'CARD_ISSUER_ADAPTER' | 'BANK_ADAPTER' | 'UNIONPAY_ADAPTER' | 'AMEX_ADAPTER' | 'PAYMENT_GATEWAY_ADAPTER';

/** An adapter setting that is missing, unknown, incomplete, or names a sandbox this build or environment does not allow. */
export class AdapterRefused extends Error {
  constructor(
    readonly setting: AdapterSetting,
    readonly reason: string,
  ) {
    super(`${setting}: ${reason}`);
    this.name = 'AdapterRefused';
  }
}

/**
 * The adapter a setting names, failing closed: a missing or unknown value refuses (it never falls back to a
 * sandbox), "sandbox" works only where local development turned the sandboxes on, and a real adapter whose
 * own settings are incomplete refuses too. Each refusal is logged once per call with its reason.
 */
export function chooseAdapter<T>(
  env: ProviderBindings,
  setting: AdapterSetting,
  options: { real: Record<string, () => T>; sandbox: (sandboxes: Sandboxes) => T; requires?: (keyof ProviderBindings)[] },
): T {
  try {
    const name = env[setting];
    if (!name) throw new AdapterRefused(setting, 'not set');
    for (const required of options.requires ?? []) if (!env[required]) throw new AdapterRefused(setting, `${required} is not set`);
    if (name === 'sandbox') {
      const sandboxes = sandboxesFor(env);
      if (!sandboxes) throw new AdapterRefused(setting, '"sandbox" is for local development only (no sandboxes in this build, or LOCAL_SANDBOXES is not "on")');
      return options.sandbox(sandboxes);
    }
    const real = options.real[name];
    if (!real) throw new AdapterRefused(setting, `unknown value "${name}" (expected ${['sandbox', ...Object.keys(options.real)].map((n) => `"${n}"`).join(' or ')})`);
    try {
      return real();
    } catch (error) {
      throw new AdapterRefused(setting, error instanceof Error ? error.message : String(error));
    }
  } catch (error) {
    if (error instanceof AdapterRefused) console.error(JSON.stringify({ event: 'adapter_refused', setting, reason: error.reason }));
    throw error;
  }
}

/** 'ok: <adapter>' or the reason the setting is refused: what the health check reports. */
export function adapterStatus(env: ProviderBindings, setting: AdapterSetting, choose: () => unknown): { ok: boolean; detail: string } {
  try {
    choose();
    return { ok: true, detail: `ok: ${env[setting]}` };
  } catch (error) {
    return { ok: false, detail: error instanceof AdapterRefused ? error.reason : 'refused' };
  }
}
