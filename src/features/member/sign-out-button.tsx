'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { signOut } from './api';

/** Signs out, then reloads so the server renders the signed-out page; a failure stays visible beside the button. */
export function SignOutButton({ program, lang }: { program: string; lang: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setError(null);
    const failure = await signOut(program, lang);
    if (failure === null) return window.location.reload();
    setError(failure || t`We could not sign you out. Please try again`);
    setBusy(false);
  }

  return (
    <>
      <button type="button" className="account-action" disabled={busy} onClick={onClick} data-testid="sign-out">
        <Trans>Sign out</Trans>
      </button>
      {error ? (
        <span role="alert" className="form-error account-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
