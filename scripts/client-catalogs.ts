import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

// Client components get their messages from a per-locale client module, locales/<locale>/client-locale.ts,
// written here beside the compiled catalogs (`npm run i18n:compile`). It holds only the messages a client
// component can render: those written in a 'use client' module or in any module one imports (directly or
// through others). As its own chunk it is cached across pages, where the whole catalog used to travel
// inline in every page's RSC payload.
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return relative(process.cwd(), candidate);
  }
  return null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

// Client code loaded only on demand, with its messages: the login dialog's messages travel with it
// (locales/<locale>/login-messages.ts, loaded by src/lib/i18n/login-messages.ts), not in every page.
const ON_DEMAND_ROOTS = ['src/features/account/login-dialog.tsx'];

/** The modules these import, directly or through others, without entering the on-demand roots. */
function closure(entries: Iterable<string>, skip: readonly string[]): Set<string> {
  const found = new Set([...entries].filter((file) => !skip.includes(file)));
  for (const file of found) for (const imported of importsOf(file)) if (!skip.includes(imported)) found.add(imported);
  return found;
}

const files = sourceFiles('src');
const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
/** The client modules pages render (found through the server modules that import them), and what those import. */
const clientModulesOf = (pages: string[]) => closure([...closure(pages, ON_DEMAND_ROOTS)].filter(isClientModule), ON_DEMAND_ROOTS);

// The booking site's pages (framed by the booking panel) have their own catalog, so its many step and
// form messages stay off the program pages, and theirs off the frame.
const FRAME_PAGES = /^src\/pages\/(restaurants|reservations)\//;
const pages = files.filter((file) => file.startsWith('src/pages/'));
const clientFiles = clientModulesOf(pages.filter((file) => !FRAME_PAGES.test(file)));
const frameFiles = clientModulesOf([...pages.filter((file) => FRAME_PAGES.test(file)), 'src/features/program-shell/frame-shell.tsx']);
const onDemandFiles = new Set([...closure(ON_DEMAND_ROOTS, [])].filter((file) => !clientFiles.has(file)));

const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
const source = (await catalog!.read(config.sourceLocale!)) ?? {};
const renderedIn = (files: Set<string>) => (id: string) => (source[id]!.origin ?? []).some(([file]) => files.has(file));
const ids = Object.keys(source).filter(renderedIn(clientFiles));
const frameIds = Object.keys(source).filter(renderedIn(frameFiles));
const onDemandIds = Object.keys(source).filter((id) => !ids.includes(id) && renderedIn(onDemandFiles)(id));

for (const locale of config.locales) {
  const { messages } = (await import(resolve(`locales/${locale}/messages.ts`))) as { messages: Record<string, unknown> };
  const pick = (wanted: string[]) => Object.fromEntries(wanted.filter((id) => id in messages).map((id) => [id, messages[id]]));
  writeFileSync(
    `locales/${locale}/login-messages.ts`,
    `// Written by scripts/client-catalogs.ts: the ${locale} messages only the login dialog renders.
export const messages = JSON.parse(${JSON.stringify(JSON.stringify(pick(onDemandIds)))});
`,
  );
  writeProvider(locale, 'client-locale', 'ClientLocale', 'client components of the program pages can render', pick(ids));
  writeProvider(locale, 'frame-locale', 'FrameLocale', "client components of the booking site's pages can render", pick(frameIds));
}

/** A client module holding one catalog and a provider that hands it to client components. */
function writeProvider(locale: string, file: string, name: string, what: string, messages: Record<string, unknown>) {
  writeFileSync(
    `locales/${locale}/${file}.ts`,
    `'use client';
// Written by scripts/client-catalogs.ts: the ${locale} messages ${what}.
import { createElement, type ReactNode } from 'react';
import { LocaleProvider } from '../../src/lib/i18n/client-provider';

const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});

export function ${name}({ children }: { children: ReactNode }) {
  return createElement(LocaleProvider, { locale: ${JSON.stringify(locale)}, messages, children });
}
`,
  );
}
console.log(`client catalogs of ${Object.keys(source).length} messages: ${ids.length} for program pages, ${frameIds.length} for the booking site, ${onDemandIds.length} with the login dialog`);
