import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sandboxCronAnswerSchema } from '#domain/contract/sandbox-cron.ts';

const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: 'https://app.test', 'Sec-Fetch-Site': 'same-origin' }) =>
  exports.default.fetch(new Request('https://app.test/api/dev/cron', { method: 'POST', headers, body: JSON.stringify(body) }));

describe('POST /api/dev/cron (local development)', () => {
  it('runs the provider’s scheduled jobs as at the time given', async () => {
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await post({ at });
    expect(response.status).toBe(200);
    expect(sandboxCronAnswerSchema.parse(await response.json())).toEqual({ ran_at: at });
  });

  it('refuses a time that is not an ISO instant, and a cross-site post', async () => {
    expect((await post({ at: 'next week' })).status).toBe(400);
    expect((await post({ at: new Date().toISOString() }, { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });
});
