// The arrows of docs/architecture.md, checked by `npm run check:arrows` (a step of `npm test`).
// A violation prints the rule's name, the importing file and what it imports.
/** A forbidden arrow: every one is an error. */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    rule(
      'no-circles',
      'Modules import in one direction: a circle means two files are one idea, or one of them holds a piece of the other.',
      {},
      { circular: true },
    ),
    rule(
      'domain-imports-nothing-of-ours',
      'src/domain is the shared vocabulary of every layer: rules, contracts and messages, with no app, server or test code.',
      { path: '^src/domain/' },
      { path: '^(src|server|scripts|tests)/', pathNot: '^src/domain/' },
    ),
    rule(
      'features-do-not-import-each-other',
      'A feature uses src/lib, src/components and src/domain; what two features share belongs in one of those.',
      { path: '^src/features/([^/]+)/' },
      { path: '^src/features/', pathNot: '^src/features/$1/' },
    ),
    rule(
      'src-imports-no-provider-and-no-server-crypto',
      'Pages, features and components reach the provider through the edge, and never hold server-only crypto (server/crypto).',
      { path: '^src/' },
      { path: '^server/(provider|crypto)/' },
    ),
    rule(
      'provider-never-imports-app-code',
      'The provider is its own Worker: it shares src/domain and the i18n runtime, nothing of the app.',
      { path: '^server/provider/' },
      { path: '^(server/edge|src/features|src/components|src/pages|src/lib)/', pathNot: '^src/lib/i18n/' },
    ),
    rule(
      'edge-imports-only-i18n-of-src-lib',
      'The edge API and its pages share src/lib/i18n with the client; the rest of src/lib is client code.',
      { path: '^server/edge/' },
      { path: '^src/lib/', pathNot: '^src/lib/i18n/' },
    ),
    rule(
      'edge-never-imports-the-provider',
      'The app reaches the provider only through its API (a service binding or HTTPS), never by importing it.',
      { path: '^server/edge/' },
      { path: '^server/provider/' },
    ),
    rule(
      'provider-platform-imports-no-resource',
      'server/provider/platform is the plumbing below the resources (env, errors, limits, input); it may name a service interface only as a type.',
      { path: '^server/provider/platform/' },
      { path: '^server/provider/', pathNot: '^server/provider/platform/', dependencyTypesNot: ['type-only'] },
    ),
    rule(
      'production-entry-reaches-no-sandbox',
      'server/provider/index.ts is what production deploys: no sandbox may be in its bundle (index.local.ts adds them).',
      { path: '^server/provider/index\\.ts$' },
      { path: '(-sandbox|sandbox-[a-z-]+)\\.ts$', reachable: true },
    ),
    rule(
      'product-code-does-not-import-tests',
      'Tests import the product; the product never imports a test.',
      { path: '^(src|server|scripts)/' },
      { path: '^tests/' },
    ),
  ],
  options: {
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^(\\.out|locales/.*/(messages|client-locale|.*-messages)\\.ts$)' },
    moduleSystems: ['es6'],
  },
};
