import { gzipSync } from 'node:zlib';
import { benchPages, startBenchServer } from './support/bench-server';

// First-load JavaScript per page, gzip: external scripts and module preloads the HTML asks for (also those its
// bootstrap adds after the first paint), plus the inline scripts (the framework's bootstrap and the RSC
// payload). Run after `npm run build`.
const GOAL_KB = 90;
const server = await startBenchServer();
try {
  console.log(`first-load JS (gzip, KB; goal ≤ ${GOAL_KB} KB of scripts and module preloads)`);
  console.log(`${'page'.padEnd(26)}scripts+preloads   inline   files`);
  for (const [name, url] of Object.entries(benchPages(server.origin))) {
    const html = await (await fetch(url)).text();
    const sources = new Set<string>();
    for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"|"(\/assets\/[^"]+\.js)"/g)) sources.add((match[1] ?? match[2] ?? match[3])!);
    let external = 0;
    for (const source of sources) external += gzipSync(Buffer.from(await (await fetch(new URL(source, server.origin))).arrayBuffer())).length;
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + gzipSync(match[1]!).length, 0);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
    console.log(`${name.padEnd(26)}${kb(external)}${' '.repeat(11)}${kb(inline)}   ${sources.size}${external / 1024 > GOAL_KB ? '   over the goal' : ''}`);
  }
} finally {
  server.stop();
}
