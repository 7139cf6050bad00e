import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const APP_VARS = '.dev.vars';
const PROVIDER_VARS = 'server/provider/.dev.vars';

/**
 * Local secrets for `wrangler dev`: random session keys and an ops token, written once and kept
 * (gitignored), so sessions survive restarts and no secret is ever committed.
 */
export function ensureDevVars(): { opsToken: string } {
  if (!existsSync(APP_VARS)) {
    const kid = `k${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
    const keys = JSON.stringify({ current: kid, keys: { [kid]: randomBytes(32).toString('base64url') } });
    writeFileSync(APP_VARS, `SESSION_KEYS='${keys}'\nOPS_TOKEN=${randomBytes(24).toString('base64url')}\n`);
  }
  const opsToken = readOpsToken();
  writeFileSync(PROVIDER_VARS, `OPS_TOKEN=${opsToken}\n`);
  return { opsToken };
}

export function readOpsToken(): string {
  const match = /^OPS_TOKEN=(.+)$/m.exec(readFileSync(APP_VARS, 'utf8'));
  if (!match?.[1]) throw new Error(`${APP_VARS} has no OPS_TOKEN`);
  return match[1].trim();
}
