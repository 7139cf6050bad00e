'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * On a phone the booking panel sits below the whole profile: this bar at the bottom of the screen takes the
 * diner there and moves focus into it. It hides while the panel is in view, and the stylesheet hides it where
 * the panel stands beside the profile.
 */
export function BookTableBar({ panelId }: { panelId: string }) {
  const [panelInView, setPanelInView] = useState(false);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(Boolean(entry?.isIntersecting)));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);

  function goToPanel(event: React.MouseEvent<HTMLAnchorElement>) {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    // Without script the link still jumps there; with it, the address keeps no fragment and focus moves too.
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    panel.focus({ preventScroll: true });
  }

  return (
    <div className="book-table-bar" data-testid="book-table-bar" hidden={panelInView}>
      <a className="button-primary" href={`#${panelId}`} onClick={goToPanel}>
        <Trans>Book a table</Trans>
      </a>
    </div>
  );
}
