'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** The bank login's start for this page: it comes back here with verify_status (spec §4). */
function bankStartHref(program: string): string {
  const query = new URLSearchParams({ program, return_to: window.location.pathname + window.location.search });
  return `/api/access/bank/start?${query.toString()}`;
}

/** Spec §4 DBS: the redirect dialog before the diner leaves for their bank's login, with the bank's own description. */
export function BankRedirect({ program, descHtml }: { program: string; descHtml: string }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => setHref(bankStartHref(program)), [program]);
  return (
    <div className="verify-form">
      {descHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: descHtml }} /> : null}
      <p>
        <Trans>You will now leave this page to sign in with your bank. After you approve, you come back here and your booking continues.</Trans>
      </p>
      {/* The bank's pages refuse to be framed: inside a partner's frame the login takes the whole window. */}
      <a className="button-primary panel-action" href={href ?? undefined} target="_top" aria-disabled={href === null}>
        <Trans>Continue to my bank</Trans>
      </a>
    </div>
  );
}
