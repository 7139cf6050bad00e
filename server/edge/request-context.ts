import { unstable_getContextData as getContextData } from 'waku/server';
import type { ServiceCaller } from '#crypto/service-assertion.ts';
import type { Locale } from '#domain/locales.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import type { AppEnv } from './env';
import type { ProgramBundle } from './program-bundle';
import type { ProgramSession } from './session';

/** What the edge middlewares learn about a page request and hand to the server components. */
export interface PageContext {
  env: AppEnv;
  waitUntil: (task: Promise<unknown>) => void;
  nonce: string;
  /** The locale of provider texts. */
  locale: Locale;
  /** The locale of the interface: the same, or the pseudo-locale when asked for with lang=pseudo. */
  uiLocale: CatalogLocale;
  url: URL;
  /** The diner's address and booking site, as every provider call of this page names them in its signed assertion. */
  caller: ServiceCaller;
  /** Absent on pages that need no valid program (/expired). `configVersion` names the copy of the config (config-cache.ts). */
  program?: { slug: string; bundle: ProgramBundle; configVersion: string; session: ProgramSession };
  /**
   * Rendered for every anonymous diner of the program and stored in the shared page cache (shared-page.ts): nothing
   * of this diner may go into it, and live data (the booking panel's slots) is fetched by the browser instead.
   */
  shared?: boolean;
  frameAncestors: readonly string[];
  /** The signed-in member's provider token (from the member cookie of this program); never sent to the browser. */
  memberToken?: string;
}

const KEY = 'diningPage';

export function setPageContext(context: PageContext): void {
  (getContextData() as Record<string, unknown>)[KEY] = context;
}

/** Reads the page context the middlewares set; pages render only behind them, so it is always there. */
export function getPageContext(): PageContext {
  const context = (getContextData() as Record<string, unknown>)[KEY] as PageContext | undefined;
  if (!context) throw new Error('Page context missing: the request did not pass the edge middlewares');
  return context;
}
