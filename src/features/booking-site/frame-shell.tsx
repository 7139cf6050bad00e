import type { CSSProperties, ReactNode } from 'react';
import type { PageContext } from '../../../server/edge/request-context';

type Program = NonNullable<PageContext['program']>;

/**
 * The booking site's layout: it lives in a frame (the profile page's, itself maybe inside a partner's),
 * so no program header or terms gate, only the program's theme and accent colour.
 */
export function FrameShell({ program, children }: { program: Program; children: ReactNode }) {
  const { config } = program.bundle;
  const style = { '--accent': config.accent_color } as CSSProperties;
  return (
    <div className={`shell frame-shell theme-${config.theme}`} style={style}>
      <main id="main" className="frame-main">
        {children}
      </main>
    </div>
  );
}
