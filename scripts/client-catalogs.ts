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

const files = sourceFiles('src');
const clientFiles = new Set(files.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))));
for (const file of clientFiles) for (const imported of importsOf(file)) clientFiles.add(imported);

const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
const source = (await catalog!.read(config.sourceLocale!)) ?? {};
const ids = Object.keys(source).filter((id) => (source[id]!.origin ?? []).some(([file]) => clientFiles.has(file)));

for (const locale of config.locales) {
  const { messages } = (await import(resolve(`locales/${locale}/messages.ts`))) as { messages: Record<string, unknown> };
  const subset = Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]));
  writeFileSync(
    `locales/${locale}/client-locale.ts`,
    `'use client';
// Written by scripts/client-catalogs.ts: the ${locale} messages client components can render.
import { createElement, type ReactNode } from 'react';
import { LocaleProvider } from '../../src/lib/i18n/client-provider';

const messages = JSON.parse(${JSON.stringify(JSON.stringify(subset))});

export function ClientLocale({ children }: { children: ReactNode }) {
  return createElement(LocaleProvider, { locale: ${JSON.stringify(locale)}, messages, children });
}
`,
  );
}
console.log(`client catalogs: ${ids.length} of ${Object.keys(source).length} messages (${clientFiles.size} client modules)`);
