import type { ReactNode } from 'react';
import { getPageContext } from '../../server/edge/request-context';
import { intlLocale } from '../lib/format';

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
