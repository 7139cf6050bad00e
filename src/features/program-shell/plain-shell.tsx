import type { ReactNode } from 'react';

/** The layout for pages shown without a valid program (the expired page). */
export function PlainShell({ children }: { children: ReactNode }) {
  return (
    <div className="shell theme-default">
      <main id="main" className="shell-main">
        {children}
      </main>
    </div>
  );
}
