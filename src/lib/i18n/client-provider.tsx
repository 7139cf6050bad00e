'use client';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, use, useContext, useState, type ReactNode } from 'react';

/**
 * The client catalog of a page as it fills. A program page diners land on (home, a profile, deals, a collection) gets
 * only the messages of its first paint (its locale's client-locale.ts); the rest of the program pages' messages
 * (more-messages.ts beside it), the login dialog's (login-messages.ts) and the Verify forms' (verify-messages.ts) are
 * added when something needs them.
 */
interface CatalogPart {
  isLoaded(): boolean;
  /** Adds the part; the same promise until it settles, and after a failure the next call tries again. */
  load(): Promise<void>;
}
export type CatalogPartName = 'rest' | 'login' | 'verify';
type PageCatalog = Record<CatalogPartName, CatalogPart>;

const LOADED: CatalogPart = { isLoaded: () => true, load: () => Promise.resolve() };
const WHOLE: PageCatalog = { rest: LOADED, login: LOADED, verify: LOADED };
const CatalogContext = createContext<PageCatalog>(WHOLE);

function catalogPart(i18n: I18n, fetchPart: (() => Promise<Messages>) | undefined): CatalogPart {
  if (!fetchPart) return LOADED;
  let loaded = false;
  let loading: Promise<void> | null = null;
  return {
    isLoaded: () => loaded,
    load() {
      if (loaded) return Promise.resolve();
      loading ??= fetchPart().then(
        (messages) => {
          i18n.load(i18n.locale, messages);
          loaded = true;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

interface LocaleProviderProps {
  locale: string;
  messages: Messages;
  /** Where the rest is when `messages` are those of a landing page's first paint only. */
  loadMore?: () => Promise<Messages>;
  /** Where the login dialog's messages are, when `messages` do not hold them. */
  loadLogin?: () => Promise<Messages>;
  /** Where the Verify forms' messages are, when `messages` do not hold them. */
  loadVerify?: () => Promise<Messages>;
  children: ReactNode;
}

/** Gives client components the page's locale; rendered by that locale's client module (client-locales.ts). */
export function LocaleProvider({ locale, messages, loadMore, loadLogin, loadVerify, children }: LocaleProviderProps) {
  const [{ i18n, catalog }] = useState(() => {
    // Lingui adds loaded messages into the object it holds: a copy where parts load later, so the module's catalog
    // (shared by every request on the server) stays a first paint's. A whole catalog (the booking site's) is not copied.
    const created = setupI18n({ locale, messages: { [locale]: loadMore || loadLogin || loadVerify ? { ...messages } : messages } });
    return { i18n: created, catalog: { rest: catalogPart(created, loadMore), login: catalogPart(created, loadLogin), verify: catalogPart(created, loadVerify) } };
  });
  return (
    <CatalogContext value={catalog}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </CatalogContext>
  );
}

/**
 * Adds a part of the catalog to the page's (by default the rest of the program pages' messages): code loaded after the
 * first render waits for it.
 */
export const useMoreMessages = (part: CatalogPartName = 'rest'): (() => Promise<void>) => useContext(CatalogContext)[part].load;

/**
 * Renders its children once the page's catalog holds a part (by default the rest of the program pages' messages: the
 * program pages other than those diners land on render in it). On the server and in the browser alike it waits for
 * the part to load; in the browser, under a Suspense boundary, the server's HTML stays until it has.
 */
export function WithMoreMessages({ part = 'rest', children }: { part?: CatalogPartName; children: ReactNode }) {
  const wanted = useContext(CatalogContext)[part];
  if (!wanted.isLoaded()) use(wanted.load());
  return children;
}
