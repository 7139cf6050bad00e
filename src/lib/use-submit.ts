import { useRef, useState } from 'react';
import { BUTTON_DEBOUNCE_MS } from '#domain/constants.ts';

/**
 * Runs a form's action once at a time: a second press within 300 ms (spec §9 debounce) or while the
 * first is still running is ignored, so a double tap never sends two codes or two sign-ups.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const last = useRef(0);
  async function run(action: () => Promise<void>) {
    const now = Date.now();
    if (running.current || now - last.current < BUTTON_DEBOUNCE_MS) return;
    last.current = now;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, run };
}
