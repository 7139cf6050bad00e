type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let fallback: SessionStore | null = null;

/**
 * The tab's sessionStorage, or an in-memory stand-in for this page where the browser denies it (a
 * partner iframe with third-party storage blocked throws on the mere read of `window.sessionStorage`).
 * Choices then last until a reload instead of breaking the page.
 */
export function sessionStore(): SessionStore {
  try {
    return window.sessionStorage;
  } catch {
    if (!fallback) {
      const values = new Map<string, string>();
      fallback = { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
    }
    return fallback;
  }
}
