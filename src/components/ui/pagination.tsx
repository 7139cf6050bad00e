import { Trans, useLingui } from '@lingui/react/macro';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** Previous / next and nearby page numbers; links, so each page has its own URL. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const numbers = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev">
          <Trans>Previous</Trans>
        </a>
      ) : null}
      {numbers.map((number) => (
        <a key={number} href={hrefFor(number)} aria-current={number === page ? 'page' : undefined} aria-label={t`Page ${number}`}>
          {number}
        </a>
      ))}
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next">
          <Trans>Next page</Trans>
        </a>
      ) : null}
    </nav>
  );
}
