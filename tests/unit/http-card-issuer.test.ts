import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessServiceFailed } from '#provider/access/services/access-service-failed.ts';
import { readVouchedBin } from '#provider/access/vouched-card-link.ts';
import { httpCardIssuer } from '#provider/access/services/http-card-issuer.ts';
import { recordedFetch, timeoutError, type RecordedAnswer } from './support/recorded-fetch';

const URL_ = 'https://api.mastercard.example/bin-resources/bin-ranges/account-searches';

/** An account range as Mastercard's BIN Lookup answers it (fields trimmed to a realistic subset). */
const range = (productCode: string, productDescription: string, binNum = '51111111', acceptanceBrand = 'MCC') => ({
  lowAccountRange: 5111111100000000000,
  highAccountRange: 5111111199999999999,
  binNum,
  binLength: 8,
  acceptanceBrand,
  ica: '00000001234',
  customerName: 'SANDBOX ISSUING BANK',
  country: { code: '702', alpha3: 'SGP', name: 'Singapore' },
  localUse: false,
  authorizationOnly: false,
  productCode,
  productDescription,
  fundingSource: 'CREDIT',
  consumerType: 'CONSUMER',
});

// The issuer's link key pair: the adapter is given only the public half.
const linkKeys = await (async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  return { ...pair, privateJwk: await exportJWK(pair.privateKey), publicJwk: await exportJWK(pair.publicKey) };
})();
const LINK_KEY = JSON.stringify(linkKeys.publicJwk);

const issuerAnswering = (...answers: RecordedAnswer[]) => {
  const recorder = recordedFetch(answers);
  return { issuer: httpCardIssuer({ url: URL_, apiKey: 'bin-key', linkKey: LINK_KEY, fetch: recorder.fetch }), requests: recorder.requests };
};

describe('HTTP card issuer (Mastercard BIN Lookup account-searches)', () => {
  it('POSTs the first 11 digits as the account range with the API key, never the whole card number', async () => {
    const { issuer, requests } = issuerAnswering({ status: 200, json: [range('MWE', 'WORLD ELITE MASTERCARD CARD')] });
    expect(await issuer.lookupCard('5111 1111 1111 1118')).toEqual({ bin: '51111111', brand: 'mastercard', product: 'world_elite' });
    const [request] = requests;
    expect(request).toMatchObject({ url: URL_, method: 'POST' });
    expect(request!.headers.get('Authorization')).toBe('Bearer bin-key');
    expect(JSON.parse(request!.body)).toEqual({ accountRange: 51111111111 });
    expect(request!.body).not.toContain('5111111111111118');
    expect(request!.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [range('MCW', 'WORLD MASTERCARD CARD', '22230000'), '2223000000000007', { bin: '22230000', brand: 'mastercard', product: 'world' }],
    [range('MCS', 'STANDARD MASTERCARD CARD', '51234500'), '5123450000000008', { bin: '51234500', brand: 'mastercard', product: 'standard' }],
    [range('WBE', 'MASTERCARD WORLD BLACK EDITION', '51111111'), '5111111111111118', { bin: '51111111', brand: 'mastercard', product: 'world' }],
    [range('MPL', 'PLATINUM MASTERCARD CARD', '51111111', 'DMC'), '5111111111111118', { bin: '51111111', brand: 'mastercard', product: 'other' }],
    [range('MSI', 'MAESTRO', '51111111', 'MSI'), '5111111111111118', { bin: '51111111', brand: 'other', product: 'other' }],
  ])('reads the brand and product of %#', async (answer, card, expected) => {
    expect(await issuerAnswering({ status: 200, json: [answer] }).issuer.lookupCard(card)).toEqual(expected);
  });

  it('answers null when no account range matches (an empty list or 404), and for input that is no card number, without a call', async () => {
    expect(await issuerAnswering({ status: 200, json: [] }).issuer.lookupCard('4508750015741019')).toBeNull();
    expect(await issuerAnswering({ status: 404, json: { Errors: { Error: [{ Source: 'BINTABLE_API', ReasonCode: 'NOT_FOUND' }] } } }).issuer.lookupCard('4508750015741019')).toBeNull();
    const { issuer, requests } = issuerAnswering({ status: 200, json: [] });
    expect(await issuer.lookupCard('not a card')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['a timeout', timeoutError(), 'timeout'],
    ['no connection', new TypeError('fetch failed'), 'unreachable'],
    ['a 500', { status: 500, text: 'oops' }, 'status'],
    ['a 401 (bad key)', { status: 401, json: { Errors: { Error: [{ ReasonCode: 'UNAUTHORIZED' }] } } }, 'status'],
    ['an answer that is not JSON', { status: 200, text: '<html>' }, 'malformed'],
    ['a range without its product', { status: 200, json: [{ binNum: '51111111', acceptanceBrand: 'MCC' }] }, 'malformed'],
    ['a range of another BIN', { status: 200, json: [range('MWE', 'WORLD ELITE MASTERCARD CARD', '52000000')] }, 'malformed'],
  ] as const)('throws AccessServiceFailed on %s, naming no card number', async (_, answer, kind) => {
    const failure = await issuerAnswering(answer as RecordedAnswer).issuer.lookupCard('5111111111111118').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccessServiceFailed);
    expect(failure).toMatchObject({ service: 'card_issuer', kind });
    expect(String((failure as Error).message)).not.toContain('5111111111111118');
  });

  it('refuses to be built without an https URL or its key', () => {
    expect(() => httpCardIssuer({ url: 'http://bin.example', apiKey: 'k', linkKey: LINK_KEY })).toThrow('CARD_ISSUER_API_URL must be an https URL');
    expect(() => httpCardIssuer({ url: URL_, apiKey: '', linkKey: LINK_KEY })).toThrow('CARD_ISSUER_API_KEY is not set');
    expect(() => httpCardIssuer({ url: URL_, apiKey: 'k', linkKey: undefined })).toThrow('CARD_ISSUER_LINK_KEY is not set');
    expect(() => httpCardIssuer({ url: URL_, apiKey: 'k', linkKey: JSON.stringify(linkKeys.privateJwk) })).toThrow('not a public EC JWK');
  });

  it('checks its links with the issuer’s public key: a link it signed vouches for the BIN, one signed by another key does not', async () => {
    const issuer = httpCardIssuer({ url: URL_, apiKey: 'k', linkKey: LINK_KEY });
    const link = (key: CryptoKey) => new SignJWT({ bin: '51111111' }).setProtectedHeader({ alg: 'ES256' }).setAudience('mc-world').setIssuedAt().setExpirationTime('5m').setJti('link-0123456789abcdef').sign(key);
    expect(await readVouchedBin(await link(linkKeys.privateKey), await issuer.linkKey(), 'mc-world', new Date())).toMatchObject({ bin: '51111111', linkId: 'link-0123456789abcdef' });
    const other = await generateKeyPair('ES256');
    expect(await readVouchedBin(await link(other.privateKey), await issuer.linkKey(), 'mc-world', new Date())).toBeNull();
  });
});
