import { describe, expect, it } from 'vitest';
import { callProvider } from './call-provider';
import { bookFresh } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

const R = 2;

async function orderFor(bookingId: number, cents = 4550): Promise<number> {
  return (await env.DB.prepare("INSERT INTO booking_orders (booking_id, amount_cents, currency) VALUES (?, ?, 'SGD') RETURNING id").bind(bookingId, cents).first<{ id: number }>())!.id;
}
const statusOf = async (order: number) => (await env.DB.prepare('SELECT status FROM booking_orders WHERE id = ?').bind(order).first<{ status: string }>())!.status;
const pay = (body: unknown) => callProvider('/sandbox/pos-pay', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the sandbox pos-pay page', () => {
  it('shows the order amount for the booking’s holder and marks it paid', async () => {
    const b = await bookFresh({ restaurant: R });
    const order = await orderFor(b.id);
    const page = await callProvider(`/sandbox/pos-pay?order_id=${order}&book_id=${b.id}&reservation_code=${b.code}&lang=en&r=123`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'nonce-");
    const html = await page.text();
    expect(html).toContain('Amount due: SGD');
    expect(html).toContain('45.50');
    expect(html).toContain('>Pay</button>');

    expect((await pay({ order_id: order, book_id: b.id, reservation_code: b.code })).status).toBe(200);
    expect(await statusOf(order)).toBe('paid');
    const after = await (await callProvider(`/sandbox/pos-pay?order_id=${order}&book_id=${b.id}&reservation_code=${b.code}`)).text();
    expect(after).toContain('This bill is paid');
    expect(after).not.toContain('<button');
  });

  it('never shows or pays another booking’s order, and refuses bad input', async () => {
    const a = await bookFresh({ restaurant: R });
    const other = await bookFresh({ restaurant: R });
    const order = await orderFor(a.id);
    expect((await callProvider(`/sandbox/pos-pay?order_id=${order}&book_id=${a.id}&reservation_code=${other.code}`)).status).toBe(404);
    expect((await callProvider(`/sandbox/pos-pay?order_id=${order}&book_id=${other.id}&reservation_code=${other.code}`)).status).toBe(404);
    expect((await pay({ order_id: order, book_id: other.id, reservation_code: other.code })).status).toBe(404);
    expect((await pay({ order_id: order, book_id: a.id, reservation_code: a.code, extra: true })).status).toBe(400);
    expect((await callProvider(`/sandbox/pos-pay?order_id=x&book_id=${a.id}&reservation_code=${a.code}`)).status).toBe(400);
    expect(await statusOf(order)).toBe('open');
  });
});
