import type { ReactNode } from 'react';

/** A page's title, as the browser shows it, and its h1: the same words, the title as a string. */
export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{title}</title>
      <h1>{children}</h1>
    </>
  );
}
