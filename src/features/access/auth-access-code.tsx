'use client';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { AccessCodeForm } from './access-code-form';

interface AuthAccessCodeProps {
  program: string;
  lang: string;
  length: number | null;
  homeHref: string;
}

/** /auth's access code entry: once the code passes, the diner goes on to the program's restaurants. */
export function AuthAccessCode({ program, lang, length, homeHref }: AuthAccessCodeProps) {
  const [verified, setVerified] = useState(false);
  if (verified) {
    return (
      <p role="status">
        <Trans>Your access is confirmed.</Trans> <a href={homeHref}><Trans>Find a restaurant</Trans></a>
      </p>
    );
  }
  return <AccessCodeForm program={program} lang={lang} length={length} authHref={homeHref} onVerified={() => setVerified(true)} hideHelpLink />;
}
