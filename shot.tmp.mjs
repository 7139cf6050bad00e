import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://localhost:8787';
async function shoot(name, url, { width = 1280, act } = {}) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('dialog', (d) => d.accept());
  await page.goto(url);
  await page.waitForTimeout(1500);
  if (act) await act(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await page.close();
}
const book = async (page) => {
  const terms = page.getByTestId('terms-gate');
  if (await terms.isVisible().catch(() => false)) { await terms.getByRole('checkbox').check(); await terms.getByRole('button').first().click(); await page.waitForTimeout(300); const acc = terms.getByRole('button', { name: /accept|接受|同意/i }); if (await acc.count()) await acc.first().click(); }
  await page.locator('.booking-panel .slot-picker button, .booking-panel button:has-text(":")').first().click().catch(() => {});
  await page.locator('.booking-panel button.button-primary').first().click();
  await page.waitForTimeout(1500);
  await page.locator('.booking-panel').scrollIntoViewIfNeeded();
};
await shoot('up-home', `${base}/?program=unionpay-dining&lang=en`);
await shoot('up-home-zh', `${base}/?program=unionpay-dining&lang=zh`, { width: 375 });
await shoot('mc-card', `${base}/profile?program=mc-world&lang=en&restaurant_id=1`, { width: 375, act: book });
await shoot('mp-phone', `${base}/profile?program=mobile-perks&lang=en&restaurant_id=241`, { width: 375, act: book });
await shoot('dbs-bank', `${base}/profile?program=dbs-dining&lang=zh&restaurant_id=161`, { width: 1280, act: book });
await browser.close();
