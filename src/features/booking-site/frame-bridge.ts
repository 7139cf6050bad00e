'use client';
import { useEffect } from 'react';
import { frameTargetOrigin, type FrameMessage } from '#domain/frame-messages.ts';

/** Posts to the embedding page, only to the origin of `return_url`; opened directly, it posts nothing. */
export function postToParent(returnUrl: string | undefined, message: FrameMessage): void {
  const origin = frameTargetOrigin(returnUrl);
  if (!origin || window.parent === window) return;
  window.parent.postMessage(message, origin);
}

/** Tells the embedding page the document height whenever it changes, so the frame fits its content. */
export function useFrameResize(returnUrl: string | undefined): void {
  useEffect(() => {
    if (!frameTargetOrigin(returnUrl) || window.parent === window) return;
    let last = -1;
    // The content's own height, not the document's: a document is never shorter than the frame, so
    // measuring it would let the frame grow but never shrink back (a long form, then a short success).
    const content = document.getElementById('main') ?? document.body;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(content.getBoundingClientRect().bottom + window.scrollY + parseFloat(getComputedStyle(content).marginBottom || '0'));
      if (height === last) return;
      last = height;
      postToParent(returnUrl, { type: 'dining:resize', height });
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [returnUrl]);
}
