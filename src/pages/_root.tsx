import type { ReactNode } from 'react';
import { getPageContext } from '#edge/request-context.ts';
import { intlLocale } from '#lib/i18n/format.ts';

export default async function RootElement({ children }: { children: ReactNode }) {
  const page = getPageContext();
  const config = page.program?.bundle.config;
  return (
    <html lang={intlLocale(page.uiLocale)} data-theme={config?.theme ?? 'default'}>
      <head />
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
