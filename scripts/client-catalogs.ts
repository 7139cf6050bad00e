import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { isSharedPagePath } from '#edge/shared-page.ts';

// Client components get their messages from per-locale client modules written here beside the compiled catalogs
// (`npm run i18n:compile`). Each holds only the messages a client component can render: those written in a
// 'use client' module or in any module one imports (directly or through others). As chunks of their own they are
// cached across pages, where the whole catalog used to travel inline in every page's RSC payload.
// - locales/<locale>/client-locale.ts: what the program pages diners land on (home, profiles, deals, collections:
//   the shared pages) and the layout render when they first paint;
// - locales/<locale>/more-messages.ts: the rest of the program pages' messages, which client-locale.ts loads when
//   needed: the other program pages render once they are there, and so does code loaded later (a dialog, the map)
//   (src/lib/i18n/client-provider.tsx);
// - locales/<locale>/login-messages.ts: the login dialog's, which client-locale.ts loads with the dialog;
// - locales/<locale>/verify-messages.ts: the Verify forms', which client-locale.ts loads with them;
// - locales/<locale>/frame-locale.ts: the booking site's pages (framed by the booking panel).
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

// The project's import aliases (package.json "imports", e.g. "#lib/*": "./src/lib/*").
const ALIASES = Object.entries((JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, string> }).imports).map(
  ([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/\*$/, '')] as const,
);
const unalias = (specifier: string) => {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? resolve(alias[1], specifier.slice(alias[0].length)) : null;
};

function resolveImport(from: string, specifier: string): string | null {
  const base = unalias(specifier) ?? resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return relative(process.cwd(), candidate);
  }
  return null;
}

// Each source file is read once: the closures below visit most files several times.
const texts = new Map<string, string>();
function sourceText(file: string): string {
  let text = texts.get(file);
  if (text === undefined) texts.set(file, (text = readFileSync(file, 'utf8')));
  return text;
}

// An import or export declaration (an `import type` one loads nothing), and an `import()` call.
const DECLARATION = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]((?:\.{1,2}\/|#)[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\s*\(\s*['"]((?:\.{1,2}\/|#)[^'"]+)['"]\s*\)/g;

/** The modules `file` loads: through its import declarations, and with `dynamic` through its `import()` calls too. */
function importsOf(file: string, dynamic: boolean): string[] {
  const text = sourceText(file);
  const declared = [...text.matchAll(DECLARATION)].filter((match) => !match[1]).map((match) => match[2]!);
  const loaded = dynamic ? [...text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!) : [];
  return [...declared, ...loaded].flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

// Client code loaded only on demand, with its messages: the login dialog's and the Verify forms' messages travel with
// them (locales/<locale>/login-messages.ts and verify-messages.ts, loaded through src/lib/i18n/client-provider.tsx),
// not in every page. The Verify forms are on demand on the first paint of a program that asks on start too
// (src/features/access/verify-form.tsx waits for its part).
const ON_DEMAND = { login: 'src/features/account/login-dialog.tsx', verify: 'src/features/access/verify-form.tsx' };
const ON_DEMAND_ROOTS = Object.values(ON_DEMAND);

/**
 * The modules these import, directly or through others, without entering the on-demand roots. Unless `later`, not
 * what client code loads with `import()`: that runs once it has loaded, after the page's first render.
 */
function closure(entries: Iterable<string>, skip: readonly string[], later = true): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [...entries].filter((file) => !skip.includes(file)).map((file) => ({ file, onClient: false }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const onClient = next.onClient || isClientModule(next.file);
    if (seen.has(`${onClient}:${next.file}`)) continue;
    seen.add(`${onClient}:${next.file}`);
    found.add(next.file);
    for (const file of importsOf(next.file, later || !onClient)) if (!skip.includes(file)) queue.push({ file, onClient });
  }
  return found;
}

const files = sourceFiles('src');
function isClientModule(file: string): boolean {
  return /^\s*['"]use client['"]/.test(sourceText(file));
}
/** The client modules pages render (found through the server modules that import them), and what those import. */
const clientModulesOf = (pages: string[], later = true) => closure([...closure(pages, ON_DEMAND_ROOTS, later)].filter(isClientModule), ON_DEMAND_ROOTS, later);

/** The address a page file answers (`src/pages/deals/[id].tsx`: /deals/id), or null for a layout. */
function routeOf(file: string): string | null {
  const path = file.replace(/^src\/pages/, '').replace(/\.tsx?$/, '');
  if (/\/_[^/]*$/.test(path)) return null;
  return path.replace(/\/index$/, '').replace(/\[[^\]]+\]/g, 'id') || '/';
}

// The booking site's pages (framed by the booking panel) have their own catalog, so its many step and
// form messages stay off the program pages, and theirs off the frame.
const FRAME_PAGES = /^src\/pages\/(restaurants|reservations)\//;
const pages = files.filter((file) => file.startsWith('src/pages/'));
const programPages = pages.filter((file) => !FRAME_PAGES.test(file));
const firstPaintFiles = clientModulesOf(programPages.filter((file) => routeOf(file) === null || isSharedPagePath(routeOf(file)!)), false);
const programFiles = clientModulesOf(programPages);
const frameFiles = clientModulesOf([...pages.filter((file) => FRAME_PAGES.test(file)), 'src/features/program-shell/frame-shell.tsx']);
const onDemandFiles = (root: string) => new Set([...closure([root], [])].filter((file) => !firstPaintFiles.has(file)));

const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
const source = (await catalog!.read(config.sourceLocale!)) ?? {};
const renderedIn = (files: Set<string>) => (id: string) => (source[id]!.origin ?? []).some(([file]) => files.has(file));
const ids = Object.keys(source).filter(renderedIn(firstPaintFiles));
const moreIds = Object.keys(source).filter((id) => !ids.includes(id) && renderedIn(programFiles)(id));
const frameIds = Object.keys(source).filter(renderedIn(frameFiles));
const onDemandIds = (root: string) => Object.keys(source).filter((id) => !ids.includes(id) && renderedIn(onDemandFiles(root))(id));
const loginIds = onDemandIds(ON_DEMAND.login);
const verifyIds = onDemandIds(ON_DEMAND.verify);

// How a landing page's catalog (client-locale.ts) loads its other parts.
const LOADERS = `const loadMore = () => import('./more-messages').then((module) => module.messages);
const loadLogin = () => import('./login-messages').then((module) => module.messages);
const loadVerify = () => import('./verify-messages').then((module) => module.messages);
`;

for (const locale of config.locales) {
  const { messages } = (await import(resolve(`locales/${locale}/messages.ts`))) as { messages: Record<string, unknown> };
  const pick = (wanted: string[]) => Object.fromEntries(wanted.filter((id) => id in messages).map((id) => [id, messages[id]]));
  writeMessages(locale, 'login-messages', 'only the login dialog renders', pick(loginIds));
  writeMessages(locale, 'verify-messages', 'only the Verify forms render', pick(verifyIds));
  writeMessages(locale, 'more-messages', 'the program pages render beyond those of client-locale.ts', pick(moreIds));
  writeProvider(locale, 'client-locale', 'ClientLocale', 'client components of the program pages diners land on render when they first paint', pick(ids), true);
  writeProvider(locale, 'frame-locale', 'FrameLocale', "client components of the booking site's pages can render", pick(frameIds), false);
}

/** A module holding messages that a loader adds to a page's client catalog. */
function writeMessages(locale: string, file: string, what: string, messages: Record<string, unknown>) {
  writeFileSync(
    `locales/${locale}/${file}.ts`,
    `// Written by scripts/client-catalogs.ts: the ${locale} messages ${what}.
export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});
`,
  );
}

/**
 * A client module holding one catalog and a provider that hands it to client components; with `more`, the provider
 * also knows where the rest of the program pages' messages are (more-messages.ts) and the login dialog's
 * (login-messages.ts) and the Verify forms' (verify-messages.ts), to load when they are needed.
 */
function writeProvider(locale: string, file: string, name: string, what: string, messages: Record<string, unknown>, more: boolean) {
  writeFileSync(
    `locales/${locale}/${file}.ts`,
    `'use client';
// Written by scripts/client-catalogs.ts: the ${locale} messages ${what}.
import { createElement, type ReactNode } from 'react';
import { LocaleProvider } from '#lib/i18n/client-provider.tsx';

const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});
${more ? LOADERS : ''}
export function ${name}({ children }: { children: ReactNode }) {
  return createElement(LocaleProvider, { locale: ${JSON.stringify(locale)}, messages, ${more ? 'loadMore, loadLogin, loadVerify, ' : ''}children });
}
`,
  );
}
console.log(
  `client catalogs of ${Object.keys(source).length} messages: ${ids.length} for the program pages diners land on, ${moreIds.length} more for the other program pages and what loads later, ${frameIds.length} for the booking site, ${loginIds.length} with the login dialog, ${verifyIds.length} with the Verify forms`,
);
