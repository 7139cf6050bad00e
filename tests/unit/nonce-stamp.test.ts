import { describe, expect, it } from 'vitest';
import { nonceStampStream, stampNonces, withNonce } from '../../server/edge/nonce-stamp';

const nonce = 'n0nce+/=';
const stamp = ` nonce="${nonce}"`;
// The RSC payload carries partners' rich text and diners' words, tags included: inside a script they stay as they are.
const flight = '(self.__FLIGHT_DATA||=[]).push("1:[\\"$\\",\\"p\\",null,{\\"children\\":\\"<script>x<\\/script> <link rel=\\\\\\"modulepreload\\\\\\"> <!-- ร้าน 餐厅 😀\\"}]")';

/** A page as React and the framework write it, before the nonce: every place a nonce goes is marked `§`. */
const template = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  '<link§ rel="modulepreload" href="/assets/late.js"/><link rel="preload" href="/a.png" as="image"/><link rel="stylesheet" href="/s.css"/>',
  '<LINK§ crossorigin="" REL="modulepreload" href="/assets/b.js"/>',
  '<style>a > b::after { content: "<script>"; }</style>',
  '<script§ src="/assets/partner.js" async=""></script><script§>if (a < b && "<p>" !== x) { window.dataLayer = []; }</script>',
  '<title>จองโต๊ะ</title></head><body><!-- <script> in a comment --><p class="x">ร้านอาหาร<!-- --> 餐厅 😀 &lt;script&gt;</p>',
  '<noscript><p>JavaScript</p></noscript><scripts-list></scripts-list><template><p>t</p></template>',
  `<script§ id="_R_">globalThis.__WAKU_HYDRATE__ = true;</script><SCRIPT§>${flight}</SCRIPT>`,
  `<script§>${flight}</script></body></html>`,
].join('');
const page = template.replaceAll('§', '');
const expected = template.replaceAll('§', stamp);

async function throughStream(html: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new TextDecoder('utf-8', { fatal: true }).decode(await new Response(input.pipeThrough(nonceStampStream(nonce))).arrayBuffer());
}

describe('nonceStampStream', () => {
  for (const size of [1, 2, 3, 5, 64, 500, 1 << 20]) {
    it(`puts the nonce on every script and module preload, nothing else changed (chunks of ${size} bytes)`, async () => {
      expect(await throughStream(page, size)).toBe(expected);
    });
  }

  it('keeps a script the chunk cut off for the next chunk, and writes it as it was when the page ends there', () => {
    const cut = new TextEncoder().encode('<p>ร้าน</p><script>if (a < b');
    const attribute = new TextEncoder().encode(stamp);
    const text = (pieces: Uint8Array[]) => pieces.map((piece) => new TextDecoder().decode(piece)).join('');
    const waiting = stampNonces(cut, attribute, false);
    expect(text(waiting.pieces)).toBe('<p>ร้าน</p>');
    expect(new TextDecoder().decode(cut.subarray(waiting.keepFrom))).toBe('<script>if (a < b');
    const last = stampNonces(cut, attribute, true);
    expect(text(last.pieces)).toBe('<p>ร้าน</p><script>if (a < b');
    expect(last.keepFrom).toBe(cut.length);
  });

  it('stamps a whole page from memory into a copy, leaving the kept page as it was', () => {
    const kept = new TextEncoder().encode(page);
    const served = withNonce(kept, nonce);
    expect(new TextDecoder().decode(served)).toBe(expected);
    expect(new TextDecoder().decode(kept)).toBe(page);
    const plain = new TextEncoder().encode('<p>ไม่มีสคริปต์</p>');
    const copy = withNonce(plain, nonce);
    expect(copy).toEqual(plain);
    expect(copy.buffer).not.toBe(plain.buffer);
  });
});
