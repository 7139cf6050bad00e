import { Hono } from 'hono';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { imagePathSchema } from './image-kinds';
import { renderSvg } from './render-svg';
import { readInput } from '#provider/platform/read-input.ts';

/** GET /public/images/{kind}/{id}/{name}.svg: generated pictures; an address never changes its bytes. */
export const images = new Hono<ProviderEnv>().get('/public/images/:kind/:id/:file', (c) => {
  const image = readInput(imagePathSchema, c.req.param());
  return c.body(renderSvg(image.kind, image.id, image.name), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
});
