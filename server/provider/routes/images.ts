import { Hono } from 'hono';
import type { ProviderEnv } from '../env';
import { imagePathSchema } from '../images/image-kinds';
import { renderSvg } from '../images/render-svg';
import { readInput } from '../read-input';

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
