import type { CSSProperties, ReactNode } from 'react';
import type { PageContext } from '#edge/request-context.ts';
import { DialogQueue } from '#ui/dialog-queue.tsx';
import { Analytics } from './analytics';
import { ProgramHeader } from './program-header';
import { ProgramMeta } from './program-meta';

type Program = NonNullable<PageContext['program']>;

interface ProgramShellProps {
  page: PageContext;
  program: Program;
  children: ReactNode;
  /** The header's account area; other features fill it (features do not import each other). */
  account?: ReactNode;
  /** What watches the program session beside the page (the partner login's expiry); the page composes it. */
  watch?: ReactNode;
  /** Dialogs that any page may open (the terms gate, the verify gate, the login dialog's launcher), after the page. */
  dialogs?: ReactNode;
}

/** The main layout for a valid program: theme and accent colour, header, SEO, analytics, terms gate, dialogs. */
export function ProgramShell({ page, program, children, account, watch, dialogs }: ProgramShellProps) {
  const { config } = program.bundle;
  const style = { '--accent': config.accent_color } as CSSProperties;
  return (
    <div className={`shell theme-${config.theme}`} style={style}>
      <ProgramMeta bundle={program.bundle} />
      {config.analytic_type === 'google_analytics' && config.analytic_code ? <Analytics code={config.analytic_code} /> : null}
      {program.session.hideNavigation ? null : <ProgramHeader page={page} program={program} account={account} />}
      {watch}
      <main id="main" className="shell-main">
        {children}
      </main>
      <DialogQueue>{dialogs}</DialogQueue>
    </div>
  );
}
