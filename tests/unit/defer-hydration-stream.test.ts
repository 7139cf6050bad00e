import { describe, expect, it } from 'vitest';
import { deferHydrationStream } from '../../server/edge/defer-hydration-stream';
import { deferEntryImport } from '../../server/edge/middleware/hydrate-after-paint';

const nonce = 'nonce="n0nce+/="';
const link = (href: string) => `<link rel="modulepreload" href="${href}" crossorigin="" ${nonce} />`;
const bootstrap = 'globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/index-A.js")';
// An analytics snippet before the bootstrap, with a comparison and a tag-like string in it.
const analytics = 'if (a < b && "<p>" !== x) { window.dataLayer = []; }';
const flight = '(self.__FLIGHT_DATA||=[]).push("1:[\\"$\\",\\"p\\",null,{\\"children\\":\\"ร้านอาหาร 餐厅 😀\\"}]")';

/** A page as React and the framework write it: preloads in the head, Thai, Chinese and emoji text, the bootstrap, the RSC payload. */
const page = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  link('/assets/client-B.js'),
  link('/assets/index-A.js'),
  link('/assets/page-C.js?v=1&amp;x=2'),
  `<script src="/assets/partner.js" ${nonce}></script><script ${nonce}>${analytics}</script>`,
  '<title>จองโต๊ะ · Dine Asia</title></head><body><p class="x">ร้านอาหาร<!-- --> 餐厅 😀 &lt;b&gt;</p>',
  `<script id="_R_" ${nonce}>${bootstrap}</script>`,
  `<script ${nonce}>${flight}</script>`,
  link('/assets/late-D.js'),
  `<script ${nonce}>${flight}</script></body></html>`,
].join('');

const expected = page
  .replace(link('/assets/client-B.js'), '')
  .replace(link('/assets/index-A.js'), '')
  .replace(link('/assets/page-C.js?v=1&amp;x=2'), '')
  .replace(bootstrap, deferEntryImport(bootstrap, ['/assets/client-B.js', '/assets/index-A.js', '/assets/page-C.js?v=1&x=2']));

/** The page through the stream in chunks of `size` bytes (cutting characters and tags anywhere). */
async function throughStream(html: string, size: number): Promise<{ text: string; chunks: Uint8Array[] }> {
  const bytes = new TextEncoder().encode(html);
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  const chunks: Uint8Array[] = [];
  const reader = input.pipeThrough(deferHydrationStream(deferEntryImport)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  const joined = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (joined.set(c, at), at + c.length), 0);
  return { text: new TextDecoder('utf-8', { fatal: true }).decode(joined), chunks };
}

describe('deferHydrationStream', () => {
  for (const size of [1, 2, 3, 7, 64, 500, 2048, 1 << 20]) {
    it(`takes the head's preloads out and defers the entry import, the rest unchanged (chunks of ${size} bytes)`, async () => {
      const { text } = await throughStream(page, size);
      expect(text).toBe(expected);
    });
  }

  it('passes the chunks after the bootstrap through as they came', async () => {
    const { chunks } = await throughStream(page, 64);
    const input = new TextEncoder().encode(page);
    const last = chunks.at(-1)!;
    expect([...last]).toEqual([...input.slice(input.length - last.length)]);
    expect(last.length).toBeLessThanOrEqual(64);
  });

  it('leaves a page without a bootstrap as it was, bar its head preloads', async () => {
    const plain = `<html><head>${link('/assets/a.js')}</head><body><p>ไม่มีสคริปต์</p><script ${nonce}>${flight}</script><div`;
    expect((await throughStream(plain, 5)).text).toBe(plain.replace(link('/assets/a.js'), ''));
  });
});
