import { readFileSync } from 'node:fs';
import { readOpsToken } from './dev-vars';

// Ops: rotate a program's config on a running app with no redeploy.
//   npm run program -- put <file.json>     write the program at the provider and drop cached copies
//   npm run program -- purge <program>     drop cached copies (the next request reads the provider)
//   npm run program -- access <file.json>  add access codes and whitelisted mobiles ({ project, codes, whitelist })
//   npm run program -- offer <file.json>   add a voucher offer ({ project, ...the offer of src/domain/contract/voucher.ts })
// APP_URL (default http://localhost:8787) and OPS_TOKEN (default: from .dev.vars) choose the target.
const [command, argument] = process.argv.slice(2);
const appUrl = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 8787}`;
const headers = { Authorization: `Bearer ${process.env.OPS_TOKEN ?? readOpsToken()}`, 'Content-Type': 'application/json' };

async function send(path: string, init: RequestInit): Promise<void> {
  const response = await fetch(`${appUrl}/api/ops${path}`, { ...init, headers });
  const text = await response.text();
  console.log(response.ok ? text : `${response.status}: ${text}`);
  if (!response.ok) process.exit(1);
}

if (command === 'put' && argument) {
  const { project, ...config } = JSON.parse(readFileSync(argument, 'utf8')) as { project?: unknown };
  if (typeof project !== 'string') throw new Error(`${argument} has no "project" (the program key)`);
  await send(`/programs/${project}`, { method: 'PUT', body: JSON.stringify(config) });
} else if (command === 'access' && argument) {
  const { project, ...lists } = JSON.parse(readFileSync(argument, 'utf8')) as { project?: unknown };
  if (typeof project !== 'string') throw new Error(`${argument} has no "project" (the program key)`);
  await send(`/programs/${project}/access`, { method: 'POST', body: JSON.stringify(lists) });
} else if (command === 'offer' && argument) {
  const { project, ...offer } = JSON.parse(readFileSync(argument, 'utf8')) as { project?: unknown };
  if (typeof project !== 'string') throw new Error(`${argument} has no "project" (the program key)`);
  await send(`/programs/${project}/voucher_offers`, { method: 'POST', body: JSON.stringify(offer) });
} else if (command === 'purge' && argument) {
  await send(`/programs/${argument}/purge`, { method: 'POST' });
} else {
  console.error('usage: npm run program -- put <file.json> | access <file.json> | offer <file.json> | purge <program>');
  process.exit(2);
}
