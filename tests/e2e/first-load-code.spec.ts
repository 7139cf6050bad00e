import { expect, test, type Page, type Response } from '@playwright/test';
import { newDiner, signUpByApi } from './support/account';
import { acceptTermsGate } from './support/terms';
import { signInByApi } from './support/member-booking';
import { listedMobile, verifyMobileInPanel, VOUCHER_PROGRAM, VOUCHER_RESTAURANT } from './support/vouchers';

// Client code only some diners need has chunks of its own (waku.config.ts) and comes only with their pages. Each
// marker is a test id in that code's compiled JSX.
const CODE = {
  signOut: '"data-testid":"sign-out"',
  redeemVoucher: '"data-testid":"redeem-voucher"',
  termsGate: '"data-testid":"terms-gate"',
};
type Code = keyof typeof CODE;

const profile = (program: string, restaurant: number) => `/profile?program=${program}&lang=en&restaurant_id=${restaurant}`;

/**
 * Loads a profile in a fresh browser with the diner's cookies, as their first visit would (nothing from the cache),
 * until its booking panel is hydrated; says which of the markers the scripts it downloaded hold.
 */
async function codeOnProfile(diner: Page, path: string): Promise<Code[]> {
  const context = await diner.context().browser()!.newContext({ storageState: await diner.context().storageState() });
  try {
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    // Scripts and module preloads; not the analytics snippet's redirect, which has no body.
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.js') && response.ok()) scripts.push(response.text());
    });
    await page.goto(path);
    await expect(page.getByTestId('booking-panel-slot').locator('[data-booking-panel="ready"]')).toBeAttached();
    const text = (await Promise.all(scripts)).join('\n');
    expect(text).toContain('"data-booking-panel"');
    return (Object.keys(CODE) as Code[]).filter((code) => text.includes(CODE[code]));
  } finally {
    await context.close();
  }
}

test("a diner's profile brings the code of Sign out, Redeem a voucher and the terms gate only to the diners they are for", async ({ page }) => {
  test.slow(); // a sign-up, a verification and six profiles
  // Anonymous, on a program without terms.
  expect(await codeOnProfile(page, profile('members-club', 2))).toEqual([]);

  // A new diner of dine-asia gets its terms gate, and no longer once the terms are accepted.
  expect(await codeOnProfile(page, profile('dine-asia', 1))).toEqual(['termsGate']);
  await page.goto(profile('dine-asia', 1));
  await acceptTermsGate(page);
  expect(await codeOnProfile(page, profile('dine-asia', 1))).toEqual([]);

  // A signed-in member gets Sign out.
  const diner = newDiner();
  await signUpByApi(page.request, 'members-club', diner);
  await signInByApi(page.request, 'members-club', diner);
  expect(await codeOnProfile(page, profile('members-club', 2))).toEqual(['signOut']);

  // A diner who verified a listed mobile holds the program's welcome voucher and gets Redeem a voucher.
  expect(await codeOnProfile(page, profile(VOUCHER_PROGRAM, VOUCHER_RESTAURANT))).toEqual([]);
  await page.goto(profile(VOUCHER_PROGRAM, VOUCHER_RESTAURANT));
  await expect(page.getByTestId('booking-panel-slot').locator('[data-booking-panel="ready"]')).toBeAttached();
  await verifyMobileInPanel(page, await listedMobile(page));
  expect(await codeOnProfile(page, profile(VOUCHER_PROGRAM, VOUCHER_RESTAURANT))).toEqual(['redeemVoucher']);
});
