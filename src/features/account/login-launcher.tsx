'use client';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ChunkBoundary, useLazyChunk } from '#ui/chunk-boundary.tsx';
import { LoadingStatus } from '#ui/loading-status.tsx';
import { useDialogTurn } from '#ui/dialog-queue.tsx';
import { NOTICE_CLEAR_MS } from '#domain/constants.ts';
import { forgetPendingBooking } from '#domain/pending-booking-marker.ts';
import { LOGIN_PARAM } from '#domain/routes.ts';
import { sessionStore } from '#lib/session-store.ts';
import type { LoginDialogProps } from './login-dialog';

const FLASH_KEY = 'dining:login-flash';

export type LoginLauncherProps = Pick<LoginDialogProps, 'program' | 'lang' | 'terms'>;

/**
 * Opens the login dialog for `?showLogin=1` (spec §2 query parameters) and for any control marked
 * `data-opens-login` (before hydration such a link simply loads the showLogin address). After a sign-in
 * the page reloads without showLogin, so the server renders the member, and says 'Signed in successfully'.
 */
export function LoginLauncher(props: LoginLauncherProps) {
  // The dialog's code and messages load only when a diner opens it: pages stay light for everyone else.
  // A chunk that fails or hangs (spec §8, §9) shows a message with Retry instead of a dead button.
  const { LazyComponent: LoginDialog, tries, retry } = useLazyChunk(() => import('./login-dialog'), 'login');
  const [open, setOpen] = useState(false);
  // Opened while the terms gate is up, the dialog waits for its turn.
  const shown = useDialogTurn('login', open);
  const [flash, setFlash] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (new URL(window.location.href).searchParams.get(LOGIN_PARAM) === '1') setOpen(true);
    // The tab's first sessionStorage read waits on the browser process: a task of its own, not part of hydration's.
    const reading = setTimeout(() => {
      const message = sessionStore().getItem(FLASH_KEY);
      if (message) {
        sessionStore().removeItem(FLASH_KEY);
        setFlash(message);
        setTimeout(() => setFlash(null), NOTICE_CLEAR_MS);
      }
    });
    function onClick(event: MouseEvent) {
      const target = (event.target as Element | null)?.closest<HTMLElement>('[data-opens-login]');
      if (!target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      opener.current = target;
      setOpen(true);
    }
    document.addEventListener('click', onClick);
    setReady(true);
    return () => {
      clearTimeout(reading);
      document.removeEventListener('click', onClick);
    };
  }, []);

  function withoutOpenParam(): string {
    const url = new URL(window.location.href);
    url.searchParams.delete(LOGIN_PARAM);
    return url.toString();
  }

  function close() {
    setOpen(false);
    forgetPendingBooking(sessionStore(), props.program);
    window.history.replaceState(window.history.state, '', withoutOpenParam());
    opener.current?.focus();
  }

  function signedIn(message: string) {
    if (message) sessionStore().setItem(FLASH_KEY, message);
    window.location.replace(withoutOpenParam());
  }

  return (
    <>
      <span hidden data-login-launcher={ready ? 'ready' : 'starting'} />
      {flash ? (
        <p role="status" className="toast" data-testid="login-flash">
          {flash}
        </p>
      ) : null}
      {shown ? (
        <ChunkBoundary tries={tries} onRetry={retry}>
          <Suspense fallback={<LoadingStatus className="toast" />}>
            <LoginDialog {...props} onClose={close} onSignedIn={signedIn} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
