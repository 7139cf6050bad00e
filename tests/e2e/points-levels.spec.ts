import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from './support/base-url';
import { newDiner, smsCode, type Diner } from './support/account';
import { noAxeViolations } from './support/axe';
import { reviewShot } from './support/review-shot';

const json = { 'Content-Type': 'application/json', Origin: baseURL };
let addresses = 0;
/**
 * An address of its own for each diner (the local server keeps a CF-Connecting-IP the request brings): sign-ups
 * are limited per client, and this file signs up many.
 */
const dinerAddress = () => ({ 'CF-Connecting-IP': `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${(++addresses % 250) + 1}` });

/** Signs a diner up through the edge API (the sign-up dialog's calls); the request's cookies then hold the member. */
async function signUp(request: APIRequestContext, program: string, diner: Diner, extra: { nickname: string; invite_code?: string }) {
  const sent = await request.post(`/api/account/codes?program=${program}`, { headers: json, data: { country_code: '65', mobile: diner.mobile, purpose: 'sign_up' } });
  expect(sent.status()).toBe(200);
  const created = await request.post(`/api/account/sign-up?program=${program}`, {
    headers: json,
    data: { mobile_token: await smsCode(request, `+65${diner.mobile}`), country_code: '65', mobile: diner.mobile, email: diner.email, password: diner.password, region_id: 3, ...extra },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A friend who signs up with the invite code, from an address of their own. */
async function friendJoins(program: string, inviteCode: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: dinerAddress() });
  const friend = newDiner();
  await signUp(request, program, friend, { nickname: `f${friend.mobile}`, invite_code: inviteCode });
  await request.dispose();
}

async function inviteCodeOf(page: Page, program: string): Promise<string> {
  const me = await page.request.get(`/api/account/me?program=${program}`);
  expect(me.status()).toBe(200);
  return ((await me.json()) as { invite_code: string }).invite_code;
}

test.describe('points lift levels, invites rank on the event leaderboard', () => {
  test('a member whose friends’ sign-ups lift them to Silver is congratulated once, on their next page', async ({ browser }) => {
    test.slow(); // eleven accounts
    const program = 'members-club';
    const context = await browser.newContext({ extraHTTPHeaders: dinerAddress() });
    const page = await context.newPage();
    const diner = newDiner();
    await signUp(page.request, program, diner, { nickname: `m${diner.mobile}` });
    const code = await inviteCodeOf(page, program);
    // Ten friends, 10 points each: 100 points is Silver (the seeded levels).
    for (let round = 0; round < 2; round++) await Promise.all(Array.from({ length: 5 }, () => friendJoins(program, code)));

    await page.goto(`/my-bookings?program=${program}&lang=en`);
    const dialog = page.getByTestId('upgrade-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your membership level is now Silver.');
    await expect(page.getByTestId('member-points')).toHaveText('100');
    await noAxeViolations(page, { include: '[data-testid="upgrade-dialog"]' });
    await dialog.getByRole('button', { name: 'Great' }).click();
    await expect(dialog).toHaveCount(0);

    // The next page asks again and is told the congratulation was seen.
    const asked = page.waitForResponse((response) => response.url().includes('/api/account/upgrade?'));
    await page.reload();
    expect(((await (await asked).json()) as { visible: boolean }).visible).toBe(false);
    await expect(page.getByTestId('member-card')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('the restaurant-week leaderboard shows an inviter after a friend signs up with their code', async ({ browser }) => {
    test.slow(); // two accounts, axe, a phone-sized check in Traditional Chinese
    const program = 'restaurant-week';
    const context = await browser.newContext({ extraHTTPHeaders: dinerAddress() });
    const page = await context.newPage();
    const diner = newDiner();
    // A first character no other test's nickname starts with, so the masked row is this inviter's.
    const initial = String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000));
    await signUp(page.request, program, diner, { nickname: `${initial}${diner.mobile}` });
    await friendJoins(program, await inviteCodeOf(page, program));

    await page.goto(`/?program=${program}&lang=en&access_code=246810`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard\?.*program=restaurant-week/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invite leaderboard' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Top inviters' });
    const row = table.getByRole('row', { name: new RegExp(`${initial}\\*\\*\\*`) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').last()).toHaveText('1');
    await expect(table).not.toContainText(diner.mobile);
    await expect(page.getByTestId('leaderboard-me')).toContainText('You invited 1 friend.');
    await expect(page.getByTestId('leaderboard-me')).toContainText(/You are number \d+ on the leaderboard\./);
    await noAxeViolations(page);

    // On a phone, in Traditional Chinese (Hong Kong): a look for anything cut off or overlapping.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/leaderboard?program=${program}&lang=zh-HK`);
    await expect(page.getByRole('heading', { level: 1, name: '邀請排行榜' })).toBeVisible();
    await expect(page.getByTestId('leaderboard-me')).toContainText('您已邀請 1 位朋友。');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reviewShot(page, test.info().outputPath('leaderboard-zh-HK-375.png'), { fullPage: true });
    await noAxeViolations(page);
    await context.close();
  });

  test('a guest is asked to log in for their place, and a program without a leaderboard neither links nor shows one', async ({ page }) => {
    await page.goto('/leaderboard?program=restaurant-week&lang=en');
    await expect(page.getByTestId('leaderboard-me').getByRole('link', { name: 'Log in to see your place on the leaderboard' })).toBeVisible();

    await page.goto('/?program=members-club&lang=en');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vouchers' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' })).toHaveCount(0);
    await page.goto('/leaderboard?program=members-club&lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This program has no invite leaderboard');
  });
});
