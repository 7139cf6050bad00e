import { serveBuiltWorkers } from './tests/bench/support/built-workers';
const w = await serveBuiltWorkers({ state: '.wrangler/bench-ssr-state', ports: { app: 8861, provider: 8862, minimal: 8863 } });
for (const url of [`${w.app}/?program=dine-asia&lang=en`, `${w.app}/?program=dine-asia&lang=en`, `${w.app}/profile?program=dine-asia&lang=en&restaurant_id=1`, `${w.app}/profile?program=dine-asia&lang=en&restaurant_id=1`, `${w.app}/profile?program=dine-asia&lang=en&restaurant_id=1&payment=x`]) {
  const t = performance.now(); const r = await fetch(url); const text = await r.text();
  console.log(url.slice(22), r.status, r.headers.get('x-page-cache'), text.length, (performance.now()-t).toFixed(0), r.headers.get('set-cookie')?.slice(0,30), /nonce="([^"]+)"/.exec(text)?.[1]);
  await new Promise((r) => setTimeout(r, 300));
}
await w.stop();
