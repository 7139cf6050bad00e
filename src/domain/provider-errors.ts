/**
 * Reads the first human message from a provider error body, in the three shapes spec §8 names:
 * an `errors` array, a `full_messages` array, or `errors.full_messages`.
 */
export function firstErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const candidates: unknown[] = [
    record.errors,
    record.full_messages,
    record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, unknown>).full_messages : undefined,
    record.message,
  ];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate) return candidate;
    if (Array.isArray(candidate)) {
      const first = candidate.find((item) => typeof item === 'string' && item);
      if (typeof first === 'string') return first;
    }
  }
  return undefined;
}

/** The error body the reference provider answers with: both arrays, so any reader finds the message. */
export function errorBody(message: string, code: string): { errors: string[]; full_messages: string[]; code: string } {
  return { errors: [message], full_messages: [message], code };
}
