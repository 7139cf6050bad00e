import { Trans, useLingui } from '@lingui/react/macro';

/** List or map: a choice kept in the URL (`view=map`). */
export function ViewToggle({ view, hrefFor }: { view: 'list' | 'map'; hrefFor: (view: 'list' | 'map') => string }) {
  const { t } = useLingui();
  return (
    <nav className="view-toggle" aria-label={t`View`}>
      <a href={hrefFor('list')} aria-current={view === 'list' ? 'page' : undefined}>
        <Trans>List</Trans>
      </a>
      <a href={hrefFor('map')} aria-current={view === 'map' ? 'page' : undefined}>
        <Trans>Map</Trans>
      </a>
    </nav>
  );
}
