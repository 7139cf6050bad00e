import type { ReactNode } from 'react';

/** One section of a restaurant's profile, labelled by its heading. */
export function ProfileSection({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="profile-section">
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
