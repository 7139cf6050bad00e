'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { useMoreMessages } from '#lib/i18n/client-provider.tsx';
import { fetchRegionFacets } from './api';

interface FacetsOnOpenProps {
  regionId: number;
  program: string;
  /** The locale of provider texts (facet names). */
  lang: string;
  locale: CatalogLocale;
  /** Choices that need no facets (distance), shown at once. */
  children?: ReactNode;
}

type FilterGridView = typeof import('./filter-grid').FilterGrid;
type Facets = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; facets: RestaurantFacets; Grid: FilterGridView };

// The fieldsets' code (price steps, money formats) and messages come with the facets, not with the page.
const loadGrid = (loadMessages: () => Promise<void>): Promise<FilterGridView | null> =>
  Promise.all([import('./filter-grid'), loadMessages()]).then(([module]) => module.FilterGrid, () => null);

/**
 * The filter set of a home page rendered with Filters closed, which carries no facets (most of home's weight): they
 * are fetched when the diner opens Filters, and already when the pointer or focus reaches its summary, so opening
 * usually shows them at once. Nothing is checked: a page with an active filter renders them open on the server.
 */
export function FacetsOnOpen({ regionId, program, lang, locale, children }: FacetsOnOpenProps) {
  const loadMessages = useMoreMessages();
  const [facets, setFacets] = useState<Facets>({ kind: 'idle' });
  const current = useRef<Facets['kind']>('idle');
  const root = useRef<HTMLDivElement>(null);

  const load = (again: boolean) => {
    // A prefetch that failed waits for the diner to open Filters (or press Retry) before asking again.
    if (current.current === 'loading' || current.current === 'ready' || (current.current === 'failed' && !again)) return;
    current.current = 'loading';
    setFacets({ kind: 'loading' });
    void Promise.all([fetchRegionFacets({ regionId, program, lang }), loadGrid(loadMessages)]).then(([answer, Grid]) => {
      current.current = answer && Grid ? 'ready' : 'failed';
      setFacets(answer && Grid ? { kind: 'ready', facets: answer, Grid } : { kind: 'failed' });
    });
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const details = root.current?.closest('details');
    const summary = details?.querySelector(':scope > summary');
    if (!details || !summary) return;
    const opened = () => {
      if (details.open) loadRef.current(true);
    };
    const prefetch = () => loadRef.current(false);
    // Opened before hydration: load now.
    opened();
    details.addEventListener('toggle', opened);
    summary.addEventListener('pointerenter', prefetch);
    summary.addEventListener('focus', prefetch);
    return () => {
      details.removeEventListener('toggle', opened);
      summary.removeEventListener('pointerenter', prefetch);
      summary.removeEventListener('focus', prefetch);
    };
  }, []);

  function retry() {
    // The Retry button gives way to the loading text: keep the keyboard's place on the Filters summary.
    root.current?.closest('details')?.querySelector<HTMLElement>(':scope > summary')?.focus();
    load(true);
  }

  if (facets.kind === 'ready') {
    const { Grid } = facets;
    return (
      <Grid facets={facets.facets} filters={null} locale={locale}>
        {children}
      </Grid>
    );
  }
  return (
    <div ref={root} className="filter-grid" aria-busy={facets.kind !== 'failed'}>
      {facets.kind === 'failed' ? (
        <p role="alert" className="form-error filters-status">
          <Trans>We could not load the filters.</Trans>{' '}
          <button type="button" className="button-secondary" onClick={retry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : (
        <p role="status" className="form-hint filters-status">
          <Trans>Loading filters…</Trans>
        </p>
      )}
      {children}
    </div>
  );
}
