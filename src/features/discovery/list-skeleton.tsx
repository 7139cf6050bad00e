'use client';
/**
 * Placeholder cards of the real cards' size while the list loads (no layout shift when it arrives). A client component
 * so that the page's RSC payload names it instead of spelling out its elements (it has no data of its own).
 */
export function ListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="restaurant-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="restaurant-card skeleton">
            <div className="skeleton-image" />
            <div className="restaurant-card-body">
              <div className="skeleton-line wide" />
              <div className="skeleton-line" />
              <div className="skeleton-line" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
