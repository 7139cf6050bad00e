import { expect, test } from '@playwright/test';
import { PARTNER_LOGIN_CHECK_MS, PARTNER_LOGIN_EXPIRED_ALERT } from '#domain/program-access.ts';
import { smsCode, typingPause } from './support/account';
import { noAxeViolations } from './support/axe';
import { opsHeaders } from './support/ops';
import { bookingFrame, bookInFrame, chooseCard, expectBooked, expectVerifyPopup, openProfile, panel, panelReady, pickAndBook, site, step } from './support/access-journey';

// One journey per access style, from the program's page to a reservation code, each in a fresh context (the
// grant lives in the program session cookie). Demo credentials: README "Sandbox credentials for program access".
// Seed: restaurants 1–3 of each city have slots; 1 is in mc-world's, unionpay-dining's and amex-dining's
// regions, 81 in restaurant-week's and dbs-dining's, 241 in mobile-perks'.

// A form ignores a second press within its debounce (a double tap); a diner typing another code takes longer.

const email = (what: string) => `access-${what}-${Date.now()}@example.com`;

test.describe('program access, one journey per access style', () => {
  test('access code (restaurant-week): a wrong code is refused, 246810 opens the booking', async ({ page }) => {
    await page.clock.install(); // for typingPause
    await openProfile(page, 'restaurant-week', 81);
    await pickAndBook(page);
    await expectVerifyPopup(page);
    const code = panel(page).getByLabel('Access code');
    // Six digits exactly: letters are dropped as typed.
    await code.pressSequentially('12ab34');
    await expect(code).toHaveValue('1234');
    await panel(page).getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(panel(page).getByText('Please enter the 6-digit code')).toBeVisible();
    await typingPause(page);
    await code.fill('999999');
    await panel(page).getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(panel(page).getByRole('alert')).toBeVisible();
    await expect(bookingFrame(page)).toHaveCount(0);

    await typingPause(page);
    await code.fill('246810');
    await panel(page).getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(bookingFrame(page)).toBeVisible();
    const reservation = await bookInFrame(site(page), email('code'));
    await expectBooked(page, reservation);
  });

  test('access code on arrival (restaurant-week, ?access_code=): Book opens the frame directly', async ({ page }) => {
    await openProfile(page, 'restaurant-week', 81, '&access_code=246810');
    await pickAndBook(page);
    await expect(bookingFrame(page)).toBeVisible();
    const reservation = await bookInFrame(site(page), email('arrival'));
    await expectBooked(page, reservation);
  });

  test('access password on arrival (restaurant-week, ?access_password=) books too', async ({ page }) => {
    await openProfile(page, 'restaurant-week', 82, '&access_password=RWEEK2026');
    await pickAndBook(page);
    await expect(bookingFrame(page)).toBeVisible();
    await expectBooked(page, await bookInFrame(site(page), email('password')));
  });

  test('access code on /auth (restaurant-week): the description, the code, then the restaurants book without asking again', async ({ page }) => {
    await page.goto('/auth?program=restaurant-week&lang=en');
    await expect(page.getByTestId('access-code-desc')).toBeVisible();
    const form = page.locator('form.verify-form');
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await page.waitForFunction(() => Object.keys(document.querySelector('form.verify-form') ?? {}).some((k) => k.startsWith('__react')));
    await form.getByLabel('Access code').fill('246810');
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Your access is confirmed.');
    await page.getByRole('link', { name: 'Find a restaurant' }).click();
    await expect(page).toHaveURL(/program=restaurant-week/);
    await openProfile(page, 'restaurant-week', 83);
    await pickAndBook(page);
    await expect(bookingFrame(page)).toBeVisible();
    await expectBooked(page, await bookInFrame(site(page), email('auth')));
  });

  test('card BIN (mc-world): a standard Mastercard and a Visa are refused, a World Elite card books', async ({ page }) => {
    await page.clock.install(); // for typingPause
    await openProfile(page, 'mc-world', 1);
    await pickAndBook(page);
    await expectVerifyPopup(page);
    await chooseCard(page);
    const card = panel(page).getByLabel('Card number');
    const verify = panel(page).getByRole('button', { name: 'Verify my card' });
    for (const refused of ['5123 4500 0000 0008', '4508 7500 1574 1019']) {
      await typingPause(page);
      await card.fill(refused);
      await verify.click();
      await expect(panel(page).getByRole('alert')).toHaveText('General failure. Please use a Mastercard World or World Elite card');
      await expect(bookingFrame(page)).toHaveCount(0);
    }
    // Not a card number at all (Luhn): said before anything is sent.
    await typingPause(page);
    await card.fill('5111 1111 1111 1119');
    await verify.click();
    await expect(panel(page).getByText('The card number is incorrect')).toBeVisible();

    await typingPause(page);
    await card.fill('5111 1111 1111 1118');
    await verify.click();
    await expect(bookingFrame(page)).toBeVisible();
    const reservation = await bookInFrame(site(page), email('card'));
    await expectBooked(page, reservation);

    // The card's grant is for mc-world only: restaurant-week still asks for its access code.
    await openProfile(page, 'restaurant-week', 81);
    await pickAndBook(page);
    await expectVerifyPopup(page);
    await expect(panel(page).getByLabel('Access code')).toBeVisible();
  });

  test('card BIN (mc-world): a Mastercard World card books too', async ({ page }) => {
    await openProfile(page, 'mc-world', 1);
    await pickAndBook(page);
    await expectVerifyPopup(page);
    await chooseCard(page);
    await panel(page).getByLabel('Card number').fill('2223000000000007');
    await panel(page).getByRole('button', { name: 'Verify my card' }).click();
    await expect(bookingFrame(page)).toBeVisible();
    await expectBooked(page, await bookInFrame(site(page), email('card-world')));
  });

  test('bank login (dbs-dining): the sandbox bank approves and the panel resumes the booking by itself', async ({ page }) => {
    await openProfile(page, 'dbs-dining', 81);
    const chosenTime = await pickAndBook(page);
    await expectVerifyPopup(page);
    await panel(page).getByRole('link', { name: 'Continue to my bank' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox\/bank\/authorize/);
    await page.getByLabel('User ID').fill('dbs-demo');
    await page.getByLabel('PIN').fill('Bank1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/profile\?.*verify_status=CALLBACK/);
    expect(new URL(page.url()).searchParams.get('restaurant_id')).toBe('81');
    await panelReady(page);
    // No second click: the booking frame opens with the date and time chosen before the bank.
    await expect(bookingFrame(page)).toBeVisible();
    const src = new URL((await bookingFrame(page).getAttribute('src'))!);
    expect(src.searchParams.get('time')).toBe(chosenTime);
    const reservation = await bookInFrame(site(page), email('bank'));
    await expectBooked(page, reservation);
  });

  test('bank login (dbs-dining) declined at the bank: back with FAILED and an alert, no frame', async ({ page }) => {
    await openProfile(page, 'dbs-dining', 81);
    await pickAndBook(page);
    await expectVerifyPopup(page);
    await panel(page).getByRole('link', { name: 'Continue to my bank' }).click();
    await page.getByLabel('User ID').fill('dbs-demo');
    await page.getByLabel('PIN').fill('Bank1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page).toHaveURL(/verify_status=FAILED/);
    await panelReady(page);
    await expect(step(page)).toHaveAttribute('data-step', 'PRE_BOOKING');
    await expect(panel(page).getByRole('alert').first()).toContainText('You declined at your bank, so you are not verified. Verify again to book.');
    await expect(bookingFrame(page)).toHaveCount(0);
    // Still without access: the Verify popup offers the bank again.
    await expect(panel(page).getByRole('link', { name: 'Continue to my bank' })).toBeVisible();
  });

  test('mobile whitelist (mobile-perks): a listed mobile proves itself with the SMS code and books', async ({ page }) => {
    await page.clock.install(); // for typingPause
    await openProfile(page, 'mobile-perks', 241);
    await pickAndBook(page);
    await expectVerifyPopup(page);
    await panel(page).locator('select[name="country_code"]').selectOption('65');
    // A mobile the partner did not list gets no code.
    await panel(page).getByLabel('Mobile number').fill('90009999');
    await panel(page).getByRole('button', { name: 'Send code' }).click();
    await expect(panel(page).getByRole('alert')).toBeVisible();
    await expect(panel(page).getByText(/We sent a 4-digit code/)).toHaveCount(0);
    await typingPause(page);
    await panel(page).getByLabel('Mobile number').fill('90001234');
    await panel(page).getByRole('button', { name: 'Send code' }).click();
    await expect(panel(page).getByText('We sent a 4-digit code to +65 90001234.')).toBeVisible();
    const code = await smsCode(page.request, '+6590001234');
    await typingPause(page);
    await panel(page).getByLabel('Verification code').fill(code);
    await panel(page).getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(bookingFrame(page)).toBeVisible();
    const reservation = await bookInFrame(site(page), email('whitelist'));
    await expectBooked(page, reservation);
  });

  test('UnionPay (unionpay-dining): arriving with the token opens the booking frame directly', async ({ page }) => {
    await openProfile(page, 'unionpay-dining', 1, '&token=UP-SANDBOX-8613800138000');
    // Partner login in the session: no Verify popup, no Book press; the frame is already there.
    await expect(step(page)).toHaveAttribute('data-step', 'BOOKING');
    await expect(bookingFrame(page)).toBeVisible();
    await expect(page.getByTestId('program-start-verify')).toBeHidden();
    const reservation = await bookInFrame(site(page), email('unionpay'));
    await expectBooked(page, reservation);
  });

  test('UnionPay without its login: the Verify popup on program start says where booking opens, and Later closes it', async ({ page }) => {
    await page.goto('/?program=unionpay-dining&lang=zh-HK');
    const dialog = page.getByTestId('program-start-verify');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('銀聯美食禮遇');
    await noAxeViolations(page);
    await dialog.locator('button.button-secondary').click();
    await expect(dialog).toBeHidden();
  });

  test('an access code asked on program start (a program made through ops): the dialog has the code form, and the right code reloads the page with access', async ({ page }) => {
    await page.clock.install(); // for typingPause
    // The demo's only program that asks on start is a partner login, which has no form: this one is made for the test.
    const program = `start-code-${Date.now()}`;
    const ops = opsHeaders();
    const made = await page.request.put(`/api/ops/programs/${program}`, {
      headers: ops,
      data: {
        status: 'active', theme: 'default', accent_color: '#123ABC', languages: ['en'], authentication_method: 'access_code',
        access_code_length: null, where_pop_up: 'on_program_start', is_need_t_and_c_required: false, is_need_group_booking: false,
        is_need_hide_avg_price: false, analytic_type: null, analytic_code: null, booking_form_url: null, frame_ancestors: [],
        return_origins: [], texts: { en: { title: 'Start Code Week', t_and_c: '', tc_consent_content: '' } }, regions: [{ id: 1 }],
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const coded = await page.request.post(`/api/ops/programs/${program}/access`, { headers: ops, data: { codes: [{ code: 'OPEN-2026' }] } });
    expect(coded.status(), await coded.text()).toBe(200);

    await page.goto(`/?program=${program}&lang=en`);
    const dialog = page.getByTestId('program-start-verify');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Start Code Week');
    await expect(dialog.getByRole('heading', { name: 'Verify to book' })).toBeVisible();
    await noAxeViolations(page);
    const code = dialog.getByLabel('Access code or password');
    await code.fill('WRONG-2026');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await typingPause(page);
    await code.fill('OPEN-2026');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await reloaded;
    // The grant is in the program session now: the page came back without asking.
    await expect(dialog).toHaveCount(0);
  });

  test('Amex (amex-dining): books, and when the 30 minutes are over the page alerts in Chinese and goes back', async ({ page }) => {
    await page.clock.install();
    // The page the diner came from (history.back() returns there, as no jumpUrl was given).
    await page.goto('/?program=amex-dining&lang=en');
    // The 30 minutes run from the code's first use: no other test uses this code on the fresh e2e server.
    await openProfile(page, 'amex-dining', 1, '&amex_code=AMEX-SANDBOX-0002');
    await expect(bookingFrame(page)).toBeVisible();
    const reservation = await bookInFrame(site(page), email('amex'));
    await expectBooked(page, reservation);

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // 29 minutes: still open.
    await page.clock.runFor('29:00');
    expect(alerts).toEqual([]);
    await expect(page).toHaveURL(/\/profile\?/);
    // Past 30 minutes, the next 5-second check ends it.
    await page.clock.fastForward('01:00');
    await page.clock.runFor(PARTNER_LOGIN_CHECK_MS);
    await expect.poll(() => alerts).toContain(PARTNER_LOGIN_EXPIRED_ALERT);
    // Back once, to the page the diner came from; one alert (the framed booking site, whose own check falls in the
    // same 5 seconds, does not add its own). The page's clock is not the server's: the page the diner is back on, when
    // it is rendered again rather than restored, still carries the login the server thinks open, so its page time is
    // not run on here.
    await expect(page).toHaveURL(/\/\?program=amex-dining&lang=en$/);
    expect(alerts).toEqual([PARTNER_LOGIN_EXPIRED_ALERT]);
  });

  test('Amex with a jumpUrl: at the end of the 30 minutes the alert sends the diner back to the partner', async ({ page }) => {
    await page.route('https://partner.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner app</title><h1>Partner app</h1>' }));
    await page.clock.install();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const jumpUrl = 'https://partner.example/dining?from=amex';
    await openProfile(page, 'amex-dining', 1, `&amex_code=AMEX-SANDBOX-0003&jumpUrl=${encodeURIComponent(jumpUrl)}`);
    await expect(bookingFrame(page)).toBeVisible();
    await page.clock.fastForward('30:00');
    await page.clock.runFor(PARTNER_LOGIN_CHECK_MS);
    await expect(page).toHaveURL(jumpUrl);
    expect(alerts).toEqual([PARTNER_LOGIN_EXPIRED_ALERT]);
  });
});

test('a gated program\'s booking site opened in a tab without access says Verification required, with a link', async ({ page }) => {
  // Restaurant 3 (in mc-world's regions): the journeys above book restaurant 1's off-peak times, which can run out.
  const response = await page.goto('/restaurants/3/reservation?program=mc-world&lang=en');
  expect(response?.status()).toBeLessThan(500);
  await expect(page).toHaveTitle('Verification required');
  await expect(page.locator('.booking-site')).toHaveCount(0);
  await expect(page.locator('input[name="first_name"]')).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Verify and book' });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/profile');
  expect(href.searchParams.get('program')).toBe('mc-world');
  expect(href.searchParams.get('restaurant_id')).toBe('3');
  await link.click();
  await panelReady(page);
  await pickAndBook(page);
  await expectVerifyPopup(page);
});
