import type { ReactNode } from 'react';

export interface NoticePageProps {
  title: string;
  heading: string;
  action: { href: string; label: ReactNode };
  children?: ReactNode;
}

/** A page that only says something (not found, unavailable) and offers one way on. */
export function NoticePage({ title, heading, action, children }: NoticePageProps) {
  return (
    <div className="notice-page">
      <title>{title}</title>
      <h1>{heading}</h1>
      {children}
      <a className="button-primary" href={action.href}>
        {action.label}
      </a>
    </div>
  );
}
