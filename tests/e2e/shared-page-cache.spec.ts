import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// The shared page cache (issue 15): a signed-in member and an anonymous diner open the same profile one after the
// other; each sees their own header and booking panel, whichever of them filled the cache.
const PROGRAM = 'members-club';
const PROFILE = `/profile?program=${PROGRAM}&lang=en&restaurant_id=1&case=shared-cache`;
const MEMBER = { account: 'demo@example.com', password: 'dining123', nickname: 'demo-diner' };

const accountArea = (page: Page) => page.getByTestId('account-area');
const panel = (page: Page) => page.getByTestId('booking-panel-slot');

async function openProfile(page: Page): Promise<string | null> {
  const response = await page.goto(PROFILE);
  expect(response?.status()).toBe(200);
  return response!.headers()['x-page-cache'] ?? null;
}

/**
 * Waits until the program's config copy is fresh. A copy last checked more than CONFIG_TTL_SECONDS ago (the run's
 * earlier tests asked for it minutes before) is served while a refresh runs behind it; if the refreshed config differs
 * from the copy in KV, or an ops rotation dropped that copy, it is a new config version, and pages stored under the
 * old one are then not found.
 */
async function settleProgramConfig(request: APIRequestContext) {
  let attempt = 0;
  await expect
    .poll(async () => {
      const path = `/profile?program=${PROGRAM}&lang=en&restaurant_id=1&case=settle-${++attempt}`;
      await (await request.get(path)).body();
      return (await request.get(path)).headers()['x-page-cache'];
    })
    .toBe('hit');
}

async function signedInMemberPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/?program=${PROGRAM}&lang=en`);
  const response = await page.request.post(`/api/account/sign-in?program=${PROGRAM}`, {
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
    data: { account: MEMBER.account, password: MEMBER.password },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function seesAnonymousProfile(page: Page) {
  await expect(accountArea(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(accountArea(page).getByTestId('account-member')).toHaveCount(0);
  // The membership program's panel asks an anonymous diner to sign in, under dates fetched live.
  await expect(panel(page).getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  await expect(panel(page).locator('.panel-slots')).toBeVisible();
}

async function seesMemberProfile(page: Page) {
  await expect(accountArea(page).getByTestId('account-member')).toContainText(MEMBER.nickname);
  await expect(accountArea(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(panel(page).getByRole('heading', { name: 'Sign in required' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: /Book|Choose a time to book/ })).toBeVisible();
}

test('a member and an anonymous diner opening the same profile each see their own header and panel', async ({ browser, request }) => {
  await settleProgramConfig(request);
  const anonymous = await (await browser.newContext()).newPage();
  expect(await openProfile(anonymous)).toBe('miss');
  await seesAnonymousProfile(anonymous);

  const member = await signedInMemberPage(browser);
  expect(await openProfile(member)).toBe('bypass');
  await seesMemberProfile(member);

  const next = await (await browser.newContext()).newPage();
  expect(await openProfile(next)).toBe('hit');
  await seesAnonymousProfile(next);

  expect(await openProfile(member)).toBe('bypass');
  await seesMemberProfile(member);
});
