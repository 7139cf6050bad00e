'use client';
import { useEffect } from 'react';
import { frameTargetOrigin, type FrameMessage } from '../../domain/frame-messages';

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
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(document.documentElement.scrollHeight);
      if (height === last) return;
      last = height;
      postToParent(returnUrl, { type: 'dining:resize', height });
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [returnUrl]);
}
