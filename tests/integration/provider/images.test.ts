import { describe, expect, it } from 'vitest';
import { callProvider, type ErrorBody } from './call-provider';

describe('GET /public/images/:kind/:id/:name.svg', () => {
  it.each([
    '/public/images/restaurant/42/cover.svg',
    '/public/images/restaurant/7/gallery-3.svg',
    '/public/images/restaurant/7/menu-1.svg',
    '/public/images/program/dine-asia/logo.svg',
    '/public/images/program/mc-world/banner.svg',
    '/public/images/deal/3/picture.svg',
    '/public/images/collection/9/cover.svg',
    '/public/images/ad/1/banner.svg',
  ])('serves %s as a small, valid, cacheable SVG', async (path) => {
    const response = await callProvider(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"[^>]*>.*<\/svg>$/s);
    expect(svg).not.toMatch(/NaN|undefined|<script/);
    // Every opened element is closed: a cheap well-formedness check without a DOM parser in workerd.
    const opened = svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g)?.length ?? 0;
    const closed = svg.match(/<\/[a-zA-Z]+>/g)?.length ?? 0;
    expect(opened).toBe(closed);
  });

  it('gives the same bytes for the same address and different pictures for different ones', async () => {
    const a = await (await callProvider('/public/images/restaurant/42/cover.svg')).text();
    const b = await (await callProvider('/public/images/restaurant/42/cover.svg')).text();
    const c = await (await callProvider('/public/images/restaurant/43/cover.svg')).text();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it.each([
    '/public/images/restaurant/42/cover.png',
    '/public/images/restaurant/42/secret.svg',
    '/public/images/restaurant/42/gallery-9.svg',
    '/public/images/restaurant/0/cover.svg',
    '/public/images/restaurant/abc/cover.svg',
    '/public/images/restaurant/-1/cover.svg',
    '/public/images/restaurant/1234567890/cover.svg',
    '/public/images/program/Dine_Asia/logo.svg',
    '/public/images/program/dine-asia/cover.svg',
    '/public/images/user/1/cover.svg',
    '/public/images/restaurant/42/..%2F..%2Fcover.svg',
    `/public/images/restaurant/42/${'a'.repeat(60)}.svg`,
  ])('answers 400 for %s', async (path) => {
    const response = await callProvider(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).code).toBe('invalid_request');
  });
});
