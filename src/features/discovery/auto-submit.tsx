'use client';
import { useEffect, useRef } from 'react';

/**
 * Submits the surrounding filter form as soon as a select or checkbox changes, so filters apply without
 * an extra click; without JavaScript the form's Apply button does the same.
 */
export function AutoSubmit() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.type === 'checkbox' || target.tagName === 'SELECT' || target.type === 'radio') {
        form.querySelector<HTMLInputElement>('input[name="page"]')?.remove();
        form.requestSubmit();
      }
    };
    form.addEventListener('change', onChange);
    // Tells tests (and styles, if ever needed) that changes now apply by themselves.
    form.dataset.autoSubmit = 'ready';
    return () => form.removeEventListener('change', onChange);
  }, []);
  return <span ref={marker} hidden />;
}
