'use client';
import { Trans } from '@lingui/react/macro';
import { openFlow, useLoginStore } from './store';

/** Spec §8: when the code cannot be sent or its countdown ends, 'I cant get the code / Get help' opens the help flow. */
export function GetHelpLink() {
  const store = useLoginStore();
  return (
    <p className="dialog-links">
      <span>
        <Trans>I can't get the code</Trans>
      </span>
      <button type="button" className="link-button" onClick={() => openFlow(store, 'help')} data-testid="get-help">
        <Trans>Get help</Trans>
      </button>
    </p>
  );
}
