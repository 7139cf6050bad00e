import type { CSSProperties, ReactNode } from 'react';
import type { PageContext } from '#edge/request-context.ts';
import { ProgramMeta } from './program-meta';

type Program = NonNullable<PageContext['program']>;

/** The booking site's layout: the program's theme and accent colour without its navigation, as it may be framed. */
export function FrameShell({ program, children }: { program: Program; children: ReactNode }) {
  const { config } = program.bundle;
  const style = { '--accent': config.accent_color } as CSSProperties;
  return (
    <div className={`shell shell-framed theme-${config.theme}`} style={style}>
      <ProgramMeta bundle={program.bundle} />
      <main id="main" className="shell-main">
        {children}
      </main>
    </div>
  );
}
