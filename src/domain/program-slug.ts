/** A program key as it may appear in a URL: lowercase letters, digits, dash and underscore, 1–64 long. */
export const PROGRAM_SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function isProgramSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && PROGRAM_SLUG.test(value);
}
