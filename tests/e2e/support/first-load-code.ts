import { expect, type Page, type Response } from '@playwright/test';

// Client code only some diners need has chunks of its own (waku.config.ts) and comes only with their pages. Each
// marker is a test id in that code's compiled JSX.
const CODE = {
  signOut: '"data-testid":"sign-out"',
  redeemVoucher: '"data-testid":"redeem-voucher"',
  termsGate: '"data-testid":"terms-gate"',
  programStartVerify: '"data-testid":"program-start-verify"',
  // The Verify forms (the bank login's start address is in their chunk) and their messages (verify-messages.ts).
  verifyForms: '/api/access/bank/start',
  verifyMessages: 'Verify my card',
};
type Code = keyof typeof CODE;

export const profile = (program: string, restaurant: number) => `/profile?program=${program}&lang=en&restaurant_id=${restaurant}`;

/**
 * Loads a profile in a fresh browser with the diner's cookies, as their first visit would (nothing from the cache),
 * until its booking panel is hydrated; says which of the markers the scripts it downloaded hold.
 */
export async function codeOnProfile(diner: Page, path: string): Promise<Code[]> {
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
