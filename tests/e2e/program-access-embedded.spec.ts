import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseURL } from './support/base-url';
import { bookingFrame, bookInFrame, chooseCard, expectBooked, expectVerifyPopup, panel, panelReady, pickAndBook, profile, site, step } from './support/access-journey';
import { HOST_ORIGIN, startIframeHostWhenFree } from './support/iframe-host';

// The card program inside a partner's page on another site (127.0.0.1 framing localhost), with the browser
// blocking third-party cookies: the app's program session is a Partitioned (CHIPS) cookie, so the grant the
// card verification gives is kept inside the partner's frame, and the booking goes through.

/** Chromium's third-party cookie blocking for this page's context (Settings → Block third-party cookies). */
async function blockThirdPartyCookies(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
}

/**
 * A localhost server (the app's site: cookies ignore the port) that sets an ordinary, non-partitioned
 * SameSite=None cookie and echoes the cookies it receives: with the blocking on, a cross-site frame gets none.
 */
function startProbe(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/set') response.setHeader('Set-Cookie', 'tpc_probe=1; SameSite=None; Secure; Path=/');
    response.setHeader('Content-Type', 'text/plain');
    response.end(`cookies: ${request.headers.cookie ?? 'none'}`);
  });
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve({ server, origin: `http://localhost:${(server.address() as AddressInfo).port}` })));
}

test.describe('the card program inside a partner iframe, third-party cookies blocked', () => {
  let host: Server;
  let probe: { server: Server; origin: string };
  test.beforeAll(async () => {
    host = await startIframeHostWhenFree(`${baseURL}${profile('mc-world', 1)}`);
    probe = await startProbe();
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => host.close(() => resolve()));
    await new Promise<void>((resolve) => probe.server.close(() => resolve()));
  });

  test('verifies a World Elite card in the frame and books to a reservation code', async ({ page }) => {
    await blockThirdPartyCookies(page);
    // The blocking is on: a cookie the site set first-party is not sent to it inside a cross-site frame.
    await page.goto(`${probe.origin}/set`);
    await page.goto(`${probe.origin}/read`);
    await expect(page.locator('body')).toHaveText('cookies: tpc_probe=1');
    await page.goto(`${HOST_ORIGIN}/frame?src=${encodeURIComponent(`${probe.origin}/read`)}`);
    await expect(page.frameLocator('#app').locator('body')).toHaveText('cookies: none');

    await page.goto(HOST_ORIGIN);
    const app = page.frameLocator('#app');
    await panelReady(app);
    await pickAndBook(app);
    await expectVerifyPopup(app);
    await chooseCard(app);
    await panel(app).getByLabel('Card number').fill('5111 1111 1111 1118');
    await panel(app).getByRole('button', { name: 'Verify my card' }).click();
    await expect(bookingFrame(app)).toBeVisible();
    const code = await bookInFrame(site(app), `embedded-card-${Date.now()}@example.com`);
    await expectBooked(app, code);

    // The grant stays in the frame's partitioned session: after a reload Book opens the booking form at once.
    await page.reload();
    await panelReady(app);
    await pickAndBook(app);
    await expect(step(app)).toHaveAttribute('data-step', 'BOOKING');
    await expect(bookingFrame(app)).toBeVisible();
    // The same site opened top-level is another partition: there the diner has not verified.
    await page.goto(profile('mc-world', 1));
    await panelReady(page);
    await pickAndBook(page);
    await expectVerifyPopup(page);
  });
});
