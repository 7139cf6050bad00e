// The arrows of docs/architecture.md, checked by `npm run check:arrows` (a step of `npm test`).
// A violation prints the rule's name, the importing file and what it imports.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circles',
      comment: 'Modules import in one direction: a circle means two files are one idea, or one of them holds a piece of the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'src/domain is the shared vocabulary of every layer: rules, contracts and messages, with no app, server or test code.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src|server|scripts|tests)/', pathNot: '^src/domain/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'A feature uses src/lib, src/components and src/domain; what two features share belongs in one of those.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'src-imports-no-provider-and-no-server-crypto',
      comment: 'Pages, features and components reach the provider through the edge, and never hold server-only crypto (server/crypto).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/(provider|crypto)/' },
    },
    {
      name: 'provider-never-imports-app-code',
      comment: 'The provider is its own Worker: it shares src/domain and the i18n runtime, nothing of the app.',
      severity: 'error',
      from: { path: '^server/provider/' },
      to: { path: '^(server/edge|src/features|src/components|src/pages|src/lib)/', pathNot: '^src/lib/i18n/' },
    },
    {
      name: 'edge-imports-only-i18n-of-src-lib',
      comment: 'The edge API and its pages share src/lib/i18n with the client; the rest of src/lib is client code.',
      severity: 'error',
      from: { path: '^server/edge/' },
      to: { path: '^src/lib/', pathNot: '^src/lib/i18n/' },
    },
    {
      name: 'edge-never-imports-the-provider',
      comment: 'The app reaches the provider only through its API (a service binding or HTTPS), never by importing it.',
      severity: 'error',
      from: { path: '^server/edge/' },
      to: { path: '^server/provider/' },
    },
    {
      name: 'provider-platform-imports-no-resource',
      comment: 'server/provider/platform is the plumbing below the resources (env, errors, limits, input); it may name a service interface only as a type.',
      severity: 'error',
      from: { path: '^server/provider/platform/' },
      to: { path: '^server/provider/', pathNot: '^server/provider/platform/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'production-entry-reaches-no-sandbox',
      comment: 'server/provider/index.ts is what production deploys: no sandbox may be in its bundle (index.local.ts adds them).',
      severity: 'error',
      from: { path: '^server/provider/index\\.ts$' },
      to: { path: '(-sandbox|sandbox-[a-z-]+)\\.ts$', reachable: true },
    },
    {
      name: 'product-code-does-not-import-tests',
      severity: 'error',
      from: { path: '^(src|server|scripts)/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.out|dist|locales/.*/(messages|client-locale|.*-messages)\\.ts$)' },
    moduleSystems: ['es6'],
  },
};
