import { describe, expect, it, vi } from 'vitest';
import { providerApp as app } from '#provider/index.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import type { ErrorBody } from './call-provider';
import { providerEnv } from './seed-database';

describe('unexpected failures', () => {
  it('answer a generic 500 in the error shape, logged with the request id and without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenDb = {
      prepare() {
        throw new Error('disk on fire');
      },
    };
    const request = await signedProviderRequest('https://provider.test/public/countries/country_codes', { headers: { 'X-Request-Id': 'req-12345678' } }, { clientIp: null, siteOrigin: null }, providerEnv.SERVICE_KEYS);
    const response = await app.request(request, {}, { ...providerEnv, DB: brokenDb });
    expect(response.status).toBe(500);
    const body = (await response.json()) as ErrorBody;
    expect(body).toEqual({
      errors: ['Something went wrong on our side. Please try again'],
      full_messages: ['Something went wrong on our side. Please try again'],
      code: 'server_error',
    });
    expect(JSON.stringify(body)).not.toContain('disk on fire');
    expect(response.headers.get('X-Request-Id')).toBe('req-12345678');
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain('req-12345678');
    expect(String(log.mock.calls[0]?.[0])).toContain('disk on fire');
    log.mockRestore();
  });
});
