'use client';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { NOTICE_CLEAR_MS } from '#domain/constants.ts';
import { useLoginStore } from './store';

/** The dialog's success notice ('Signed in successfully', …): announced, then cleared after 3 s (spec §9). */
export function TimedNotice() {
  const store = useLoginStore();
  const { notice } = useSnapshot(store);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => (store.notice = null), NOTICE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice, store]);
  return (
    <p role="status" className={notice ? 'dialog-notice' : 'visually-hidden'} data-testid="login-notice">
      {notice}
    </p>
  );
}
