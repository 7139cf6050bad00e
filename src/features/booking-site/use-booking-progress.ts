'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextProgress, readStoredProgress, type BookingEvent, type BookingProgress } from '#domain/booking-steps.ts';

interface Stored {
  /** The frame address's date, time and deal: a frame opened for another choice starts afresh. */
  opening: string;
  progress: unknown;
}

/**
 * The step machine with its state in sessionStorage per program and restaurant, so a reload (or a retry
 * after a network failure) resumes with the same choices and the same Idempotency-Key.
 */
export function useBookingProgress(storageKey: string, opening: string, initial: BookingProgress) {
  const [progress, setProgress] = useState(initial);
  const current = useRef(initial);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let stored: Stored | null = null;
    try {
      stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Stored | null;
    } catch {
      stored = null;
    }
    const previous = readStoredProgress(stored ? JSON.stringify(stored.progress) : null);
    if (previous && stored?.opening === opening) current.current = previous;
    // Another opening keeps only the diner's contact details (not the consent, which is per booking).
    else if (previous) current.current = { ...initial, guest: { ...previous.guest, consent: false } };
    setProgress(current.current);
    setRestored(true);
    // Runs once on mount: the stored state wins over the server's first render.
  }, []);

  const dispatch = useCallback(
    (event: BookingEvent) => {
      current.current = nextProgress(current.current, event);
      try {
        sessionStorage.setItem(storageKey, JSON.stringify({ opening, progress: current.current } satisfies Stored));
      } catch {
        // Storage may be blocked in a third-party frame: the flow still works, only a reload starts over.
      }
      setProgress(current.current);
      return current.current;
    },
    [storageKey, opening],
  );

  return { progress, dispatch, restored };
}
