import { describe, expect, it } from 'vitest';
import { AccessServiceFailed } from '#provider/access/services/access-service-failed.ts';
import { sandboxAmex } from '#provider/access/services/amex-sandbox.ts';
import { sandboxCardIssuer } from '#provider/access/services/card-issuer-sandbox.ts';
import { sandboxUnionPay } from '#provider/access/services/unionpay-sandbox.ts';

describe('the sandbox card issuer', () => {
  const issuer = sandboxCardIssuer();

  it.each([
    ['5111111111111118', { bin: '51111111', brand: 'mastercard', product: 'world_elite' }],
    ['2223 0000 0000 0007', { bin: '22230000', brand: 'mastercard', product: 'world' }],
    ['5123450000000008', { bin: '51234500', brand: 'mastercard', product: 'standard' }],
    ['4508750015741019', { bin: '45087500', brand: 'visa', product: 'other' }],
    ['5111111100000000', { bin: '51111111', brand: 'mastercard', product: 'world_elite' }],
  ])('answers the account range of %s', async (card, range) => {
    expect(await issuer.lookupCard(card)).toEqual(range);
  });

  it('answers null outside its ranges and for input that is no card number', async () => {
    expect(await issuer.lookupCard('4111111111111111')).toBeNull();
    expect(await issuer.lookupCard('5111-1111-111')).toBeNull();
    expect(await issuer.lookupCard('hello')).toBeNull();
  });

  it('fails to answer for the 55555555 range, as a timeout', async () => {
    await expect(issuer.lookupCard('5555 5555 5555 4444')).rejects.toMatchObject({ name: 'AccessServiceFailed', service: 'card_issuer', kind: 'timeout' });
  });
});

describe('the sandbox UnionPay', () => {
  const unionPay = sandboxUnionPay();

  it('knows UP-SANDBOX-<country code><mobile> tokens', async () => {
    expect(await unionPay.userInfo('UP-SANDBOX-8613800138000')).toEqual({ mobile: '13800138000', country_code: '86' });
    expect(await unionPay.userInfo('UP-SANDBOX-85291234567')).toEqual({ mobile: '91234567', country_code: '852' });
    expect(await unionPay.userInfo('UP-SANDBOX-6591234567')).toEqual({ mobile: '91234567', country_code: '65' });
  });

  it('accepts no other token, expired or foreign, and fails for UP-SANDBOX-UNAVAILABLE', async () => {
    for (const token of ['UP-SANDBOX-EXPIRED', 'UP-SANDBOX-861380013800', 'up-sandbox-8613800138000', 'anything', '']) expect(await unionPay.userInfo(token), token).toBeNull();
    await expect(unionPay.userInfo('UP-SANDBOX-UNAVAILABLE')).rejects.toBeInstanceOf(AccessServiceFailed);
  });
});

describe('the sandbox Amex', () => {
  const amex = sandboxAmex();

  it('knows AMEX-SANDBOX-0001 to 0003, nothing else, and fails for AMEX-SANDBOX-FAIL', async () => {
    expect(await amex.verifyCode('AMEX-SANDBOX-0001')).toEqual({ memberRef: 'AMEXSBX0001' });
    expect(await amex.verifyCode('AMEX-SANDBOX-0003')).toEqual({ memberRef: 'AMEXSBX0003' });
    for (const code of ['AMEX-SANDBOX-0004', 'amex-sandbox-0001', 'toString', '']) expect(await amex.verifyCode(code), code).toBeNull();
    await expect(amex.verifyCode('AMEX-SANDBOX-FAIL')).rejects.toMatchObject({ service: 'amex', kind: 'timeout' });
  });
});
