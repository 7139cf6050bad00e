import { Hono } from 'hono';
import { z } from 'zod';
import { negotiateLocale, type Locale } from '../../../src/domain/locales';
import { domainMessages } from '../../../src/domain/messages';
import { ApiError } from '../api-error';
import type { ProviderEnv } from '../env';
import { translate } from '../i18n';
import { presentQuery, recordIdField } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';

const reservationCode = z.string().regex(/^[A-Z0-9]{6,16}$/);
const pageInput = z.object({ order_id: recordIdField, book_id: recordIdField, reservation_code: reservationCode, lang: z.string().max(16).optional(), r: z.string().max(32).optional() });
const payInput = z.object({ order_id: z.number().int().positive(), book_id: z.number().int().positive(), reservation_code: reservationCode }).strict();

interface OrderRow {
  id: number;
  amount_cents: number;
  currency: string;
  status: 'open' | 'paid';
}

// The order only for the holder of its booking's code: another booking's code finds nothing.
const ORDER_SQL = `
SELECT o.id, o.amount_cents, o.currency, o.status FROM booking_orders o JOIN bookings b ON b.id = o.booking_id
WHERE o.id = ?1 AND b.id = ?2 AND b.reservation_code = ?3`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function money(locale: Locale, cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
  }
}

function page(locale: Locale, order: OrderRow, payload: z.infer<typeof payInput>, nonce: string): string {
  const t = (key: keyof typeof domainMessages, values?: Record<string, unknown>) => escapeHtml(translate(locale, domainMessages[key], values));
  const body =
    order.status === 'paid'
      ? `<p role="status">${t('posPayPaid')}</p>`
      : `<p>${t('posPayAmount', { amount: money(locale, order.amount_cents, order.currency) })}</p>
<button type="button" id="pay">${t('posPayButton')}</button>
<script nonce="${nonce}">
document.getElementById('pay').addEventListener('click', async (event) => {
  event.currentTarget.disabled = true;
  await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(payload)).replace(/</g, '\\u003c')} });
  location.reload();
});
</script>`;
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('posPayTitle')}</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1.5rem;max-width:28rem}button{font:inherit;padding:.6rem 1.4rem;background:#1f4fa8;color:#fff;border:0;border-radius:6px;cursor:pointer}button:focus-visible{outline:3px solid #000;outline-offset:2px}small{color:#444}</style>
</head><body><main><h1>${t('posPayTitle')}</h1>
${body}
<p><small>${t('posPaySandbox')}</small></p></main></body></html>`;
}

async function findOrder(db: D1DatabaseLike, p: { order: number; book: number; code: string }): Promise<OrderRow> {
  const order = await db.prepare(ORDER_SQL).bind(p.order, p.book, p.code).first<OrderRow>();
  if (!order) throw new ApiError(404, 'order_not_found', 'orderNotFound');
  return order;
}
type D1DatabaseLike = ProviderEnv['Bindings']['DB'];

/** The sandbox stand-in for a restaurant's pos-pay page (spec §7): shows a booking's order and marks it paid. */
export const sandboxPosPay = new Hono<ProviderEnv>()
  .get('/sandbox/pos-pay', async (c) => {
    const q = readInput(pageInput, presentQuery(c.req.url, ['order_id', 'book_id', 'reservation_code', 'lang', 'r']));
    const locale = negotiateLocale(q.lang, c.req.header('Accept-Language'));
    const order = await findOrder(c.env.DB, { order: q.order_id, book: q.book_id, code: q.reservation_code });
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`;
    return c.html(page(locale, order, { order_id: q.order_id, book_id: q.book_id, reservation_code: q.reservation_code }, nonce), 200, {
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
    });
  })
  .post('/sandbox/pos-pay', async (c) => {
    const body = readInput(payInput, await readJson(c.req.raw, 512));
    await findOrder(c.env.DB, { order: body.order_id, book: body.book_id, code: body.reservation_code });
    await c.env.DB.prepare("UPDATE booking_orders SET status = 'paid' WHERE id = ?").bind(body.order_id).run();
    return c.json({ id: body.order_id, status: 'paid' });
  });
