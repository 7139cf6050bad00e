'use client';
import { Trans } from '@lingui/react/macro';
import { Component, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { AssetLoadError, withLoadTimeout } from '#lib/asset-load.ts';
import { useMoreMessages, type CatalogPartName } from '#lib/i18n/client-provider.tsx';

// After this many failed tries Retry reloads the page: some browsers keep a failed module import.
const RELOAD_AFTER_TRIES = 2;

/**
 * A lazily loaded component whose chunk gets the spec's timeout, and a retry that loads it again. It renders once the
 * page's catalog holds its messages too (a landing page's holds only its first paint's: client-provider.tsx): by
 * default the rest of the program pages', or the login dialog's.
 */
export function useLazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, messages: CatalogPartName = 'rest') {
  const loadMessages = useMoreMessages(messages);
  const [tries, setTries] = useState(1);
  const LazyComponent = useMemo(() => lazy(() => withLoadTimeout(() => Promise.all([load(), loadMessages()]).then(([chunk]) => chunk))), [tries]);
  const retry = () => (tries >= RELOAD_AFTER_TRIES ? window.location.reload() : setTries(tries + 1));
  return { LazyComponent, tries, retry };
}

interface ChunkBoundaryProps {
  /** Changes with every retry, which clears the error and renders the children again. */
  tries: number;
  onRetry: () => void;
  children: ReactNode;
}

interface ChunkBoundaryState {
  error: unknown;
  /** The try the error belongs to: a new try renders the children again. */
  tries: number;
}

/** Shows a short message with Retry in place of a part whose chunk failed to load; other errors pass on. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null, tries: this.props.tries };

  static getDerivedStateFromError(error: unknown): Partial<ChunkBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ChunkBoundaryProps, state: ChunkBoundaryState): Partial<ChunkBoundaryState> | null {
    return props.tries === state.tries ? null : { error: null, tries: props.tries };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof AssetLoadError) console.error('asset load error', error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a loading failure: the page's own error handling takes it.
    if (!(error instanceof AssetLoadError)) throw error;
    return <AssetLoadNotice onRetry={this.props.onRetry} />;
  }
}

/** The short localized message with Retry shown where a part of the page could not load. */
export function AssetLoadNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="toast asset-load-error" data-testid="asset-load-error">
      <p>
        <Trans>This part of the page could not load. Check your connection and try again.</Trans>
      </p>
      <button type="button" className="button-primary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
