'use client';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, use, useContext, useState, type ReactNode } from 'react';

/**
 * The client catalog of a page as it fills: a program page diners land on (home, a profile, deals, a collection) gets
 * only the messages of its first paint (its locale's client-locale.ts); the rest of the program pages' messages
 * (more-messages.ts beside it) are added when something needs them.
 */
interface PageCatalog {
  holdsAll(): boolean;
  /** Adds the rest; the same promise until it settles, and after a failure the next call tries again. */
  loadRest(): Promise<void>;
}

const WHOLE: PageCatalog = { holdsAll: () => true, loadRest: () => Promise.resolve() };
const CatalogContext = createContext<PageCatalog>(WHOLE);

function partialCatalog(i18n: I18n, load: () => Promise<Messages>): PageCatalog {
  let complete = false;
  let loading: Promise<void> | null = null;
  return {
    holdsAll: () => complete,
    loadRest() {
      if (complete) return Promise.resolve();
      loading ??= load().then(
        (messages) => {
          i18n.load(i18n.locale, messages);
          complete = true;
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
  children: ReactNode;
}

/** Gives client components the page's locale; rendered by that locale's client module (client-locales.ts). */
export function LocaleProvider({ locale, messages, loadMore, children }: LocaleProviderProps) {
  const [{ i18n, catalog }] = useState(() => {
    // Lingui adds loaded messages into the object it holds: a copy, so the module's catalog stays a first paint's.
    const created = setupI18n({ locale, messages: { [locale]: loadMore ? { ...messages } : messages } });
    return { i18n: created, catalog: loadMore ? partialCatalog(created, loadMore) : WHOLE };
  });
  return (
    <CatalogContext value={catalog}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </CatalogContext>
  );
}

/** Adds the rest of the program pages' messages to the page's catalog: code loaded after the first render waits for it. */
export const useMoreMessages = (): (() => Promise<void>) => useContext(CatalogContext).loadRest;

/**
 * Renders its children once the page's catalog holds the rest of the program pages' messages: the program pages
 * other than those diners land on render in it. On the server and in the browser alike it waits for them to load.
 */
export function WithMoreMessages({ children }: { children: ReactNode }) {
  const catalog = useContext(CatalogContext);
  if (!catalog.holdsAll()) use(catalog.loadRest());
  return children;
}
