import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const APP_VARS = '.dev.vars';
const PROVIDER_VARS = 'server/provider/.dev.vars';

const keySet = (prefix: string) => {
  const kid = `${prefix}${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
  return `'${JSON.stringify({ current: kid, keys: { [kid]: randomBytes(32).toString('base64url') } })}'`;
};

/** The local secrets each is made once and then kept: what a checkout made before a secret existed gains it. */
const APP_SECRETS: Record<string, () => string> = {
  SESSION_KEYS: () => keySet('k'),
  OPS_TOKEN: () => randomBytes(24).toString('base64url'),
  SERVICE_KEYS: () => keySet('s'),
};

function readVars(file: string): Map<string, string> {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return new Map([...text.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
}

/**
 * Local settings for `wrangler dev` (gitignored, never deployed): random session and service keys and an ops
 * token, written once and kept so sessions survive restarts; and LOCAL_SANDBOXES=on, the explicit switch that
 * lets both Workers use the sandboxes of outside services and show their pages. Nothing deployed has it.
 */
export function ensureDevVars(): { opsToken: string } {
  const app = readVars(APP_VARS);
  for (const [name, make] of Object.entries(APP_SECRETS)) if (!app.has(name)) app.set(name, make());
  app.set('LOCAL_SANDBOXES', 'on');
  writeFileSync(APP_VARS, [...app].map(([name, value]) => `${name}=${value}\n`).join(''));
  const shared = ['OPS_TOKEN', 'SERVICE_KEYS'].map((name) => `${name}=${app.get(name)}\n`).join('');
  writeFileSync(PROVIDER_VARS, `${shared}LOCAL_SANDBOXES=on\n`);
  return { opsToken: readOpsToken() };
}

export function readOpsToken(): string {
  const token = readVars(APP_VARS).get('OPS_TOKEN');
  if (!token) throw new Error(`${APP_VARS} has no OPS_TOKEN`);
  return token;
}
