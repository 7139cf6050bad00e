import { expect, test } from '@playwright/test';
import { baseURL } from './support/base-url';
import { codeOnProfile, profile } from './support/first-load-code';
import { acceptTermsGate } from './support/terms';

test("a diner's profile brings the code of Sign out, Redeem a voucher, the terms gate and the Verify dialog and forms only to the diners they are for", async ({ page }) => {
  test.slow(); // six profiles, each in a fresh browser
  // Anonymous, on a program without terms.
  expect(await codeOnProfile(page, profile('members-club', 2))).toEqual([]);

  // A new diner of dine-asia gets its terms gate, and no longer once the terms are accepted.
  expect(await codeOnProfile(page, profile('dine-asia', 1))).toEqual(['termsGate']);
  await page.goto(profile('dine-asia', 1));
  await acceptTermsGate(page);
  expect(await codeOnProfile(page, profile('dine-asia', 1))).toEqual([]);

  // A program that asks on start brings its dialog; a partner login's has no form, so neither the forms nor their
  // messages come. A gated program that asks in the panel loads them only when the diner presses Book.
  expect(await codeOnProfile(page, profile('unionpay-dining', 1))).toEqual(['programStartVerify']);
  expect(await codeOnProfile(page, profile('mobile-perks', 241))).toEqual([]);

  // A signed-in member gets Sign out (the seeded demo member: the suite's sign-ups and codes are counted per address).
  const signedIn = await page.request.post('/api/account/sign-in?program=members-club', {
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    data: { account: 'demo@example.com', password: 'dining123' },
  });
  expect(signedIn.status()).toBe(200);
  expect(await codeOnProfile(page, profile('members-club', 2))).toEqual(['signOut']);
  // A diner holding a voucher gets Redeem a voucher: vouchers-redeem.spec.ts, with the voucher it redeems.
});
