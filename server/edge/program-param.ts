import { HTTPException } from 'hono/http-exception';
import { isProgramSlug } from '#domain/program-slug.ts';

/** A program named by a path or query value of an /api route; anything else is a 400 before any call. */
export function programParam(value: string | undefined): string {
  if (!isProgramSlug(value ?? null)) throw new HTTPException(400, { message: 'bad_request' });
  return value!;
}
