import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => {
  const out = [document.documentElement.scrollWidth];
  for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > 376) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.width)); }
  return out.slice(0, 15).join('\n');
}));
await browser.close();
