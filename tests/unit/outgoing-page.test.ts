import { describe, expect, it } from 'vitest';
import { rewriteElements } from '#edge/html-byte-stream.ts';
import { deferEntryImport } from '#edge/hydrate-after-paint.ts';
import { nonceAttribute, nonceEdits } from '#edge/nonce-stamp.ts';
import { outgoingPage, outgoingPageStream } from '#edge/outgoing-page.ts';

const nonce = 'n0nce+/=';
const stamp = ` nonce="${nonce}"`;
const preload = (href: string) => `<link§ rel="modulepreload" href="${href}" crossorigin=""/>`;
const bootstrap = 'globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/index-A.js")';
// An analytics snippet before the bootstrap, with a comparison and a tag-like string in it.
const analytics = 'if (a < b && "<p>" !== x) { window.dataLayer = []; }';
// The RSC payload carries partners' rich text and diners' words, tags included: inside a script they stay as they are.
const flight = '(self.__FLIGHT_DATA||=[]).push("1:[\\"$\\",\\"p\\",null,{\\"children\\":\\"<script>x<\\/script> <link rel=\\\\\\"modulepreload\\\\\\"> <!-- ร้าน 餐厅 😀\\"}]")';

/**
 * A page as React and the framework write it: module preloads in the head, Thai, Chinese and emoji text, tags in
 * styles, comments and scripts, the bootstrap, the RSC payload and a preload streamed after the bootstrap. Every place
 * a nonce goes is marked `§`.
 */
const template = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  preload('/assets/client-B.js'),
  '<link rel="preload" href="/a.png" as="image"/><link rel="stylesheet" href="/s.css"/>',
  '<LINK§ crossorigin="" REL="modulepreload" href="/assets/index-A.js"/>',
  preload('/assets/page-C.js?v=1&amp;x=2'),
  '<style>a > b::after { content: "<script>"; }</style>',
  `<script§ src="/assets/partner.js" async=""></script><script§>${analytics}</script>`,
  '<title>จองโต๊ะ</title></head><body><!-- <script> in a comment --><p class="x">ร้านอาหาร<!-- --> 餐厅 😀 &lt;script&gt;</p>',
  '<noscript><p>JavaScript</p></noscript><scripts-list></scripts-list><template><p>t</p></template>',
  `<script§ id="_R_">${bootstrap}</script><SCRIPT§>${flight}</SCRIPT>`,
  preload('/assets/late-D.js'),
  `<script§>${flight}</script></body></html>`,
].join('');
const page = template.replaceAll('§', '');

/** The page as it leaves: the head's preloads taken out, the entry import deferred with them, a nonce everywhere marked. */
const expected = template
  .replace(preload('/assets/client-B.js'), '')
  .replace('<LINK§ crossorigin="" REL="modulepreload" href="/assets/index-A.js"/>', '')
  .replace(preload('/assets/page-C.js?v=1&amp;x=2'), '')
  .replace(bootstrap, deferEntryImport(bootstrap, ['/assets/client-B.js', '/assets/index-A.js', '/assets/page-C.js?v=1&x=2']))
  .replaceAll('§', stamp);

/** The page through the stream in chunks of `size` bytes (cutting characters and tags anywhere). */
async function throughStream(html: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new TextDecoder('utf-8', { fatal: true }).decode(await new Response(input.pipeThrough(outgoingPageStream(nonce))).arrayBuffer());
}

describe('outgoingPageStream', () => {
  for (const size of [1, 2, 3, 5, 7, 64, 500, 2048, 1 << 20]) {
    it(`defers hydration and puts the nonce on every script and module preload, nothing else changed (chunks of ${size} bytes)`, async () => {
      expect(await throughStream(page, size)).toBe(expected);
    });
  }

  it('sends the chunks that arrive together as one', async () => {
    const bytes = new TextEncoder().encode(page);
    const input = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64) controller.enqueue(bytes.slice(at, at + 64));
        controller.close();
      },
    });
    const reader = input.pipeThrough(outgoingPageStream(nonce)).getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(bytes.length / 64).toBeGreaterThan(10);
    expect(chunks).toHaveLength(1);
    expect(new TextDecoder().decode(chunks[0])).toBe(expected);
  });

  it('leaves a page without a bootstrap as it was, bar its preloads and with its nonces', async () => {
    const plain = `<html><head>${preload('/assets/a.js')}</head><body><p>ไม่มีสคริปต์</p><script§>${flight}</script><div`;
    expect(await throughStream(plain.replaceAll('§', ''), 5)).toBe(plain.replace(preload('/assets/a.js'), '').replaceAll('§', stamp));
  });
});

describe('outgoingPage', () => {
  it('rewrites a whole page from memory as the stream does, into a copy, leaving the kept page as it was', () => {
    const kept = new TextEncoder().encode(page);
    expect(new TextDecoder().decode(outgoingPage(kept, nonce))).toBe(expected);
    expect(new TextDecoder().decode(kept)).toBe(page);
    const plain = new TextEncoder().encode('<p>ไม่มีสคริปต์</p>');
    const copy = outgoingPage(plain, nonce);
    expect(copy).toEqual(plain);
    expect(copy.buffer).not.toBe(plain.buffer);
  });
});

describe('rewriteElements', () => {
  it('keeps an element the chunk cut off for the next chunk, and writes it as it was when the page ends there', () => {
    const cut = new TextEncoder().encode('<p>ร้าน</p><script>if (a < b');
    const attribute = nonceAttribute(nonce);
    const text = (pieces: Uint8Array[]) => pieces.map((piece) => new TextDecoder().decode(piece)).join('');
    const stampAll = (final: boolean) => rewriteElements(cut, final, (found) => nonceEdits(cut, found, attribute));
    const waiting = stampAll(false);
    expect(text(waiting.pieces)).toBe('<p>ร้าน</p>');
    expect(new TextDecoder().decode(cut.subarray(waiting.keepFrom))).toBe('<script>if (a < b');
    const last = stampAll(true);
    expect(text(last.pieces)).toBe('<p>ร้าน</p><script>if (a < b');
    expect(last.keepFrom).toBe(cut.length);
  });
});
