/** The value as an origin (scheme, host, port; nothing else), or null. */
export function readSiteOrigin(value: string | null | undefined): string | null {
  if (!value || value.length > 200) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}
