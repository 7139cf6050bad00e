import { ApiError } from './api-error';

/** Reads a JSON request body: too large → 413, not JSON → 400; the caller validates the shape. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) throw new ApiError(413, 'body_too_large', 'badRequest');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'badRequest');
  }
}
