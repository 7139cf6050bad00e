import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

// Waku's default client entry, with hydration inside a transition: React then hydrates in slices of a
// few milliseconds and yields between them, instead of one long task that blocks input on slow phones.
const rootElement = (
  <StrictMode>
    <Router />
  </StrictMode>
);

// Waku's bootstrap sets this when the page came with server-rendered HTML.
if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(rootElement);
}
