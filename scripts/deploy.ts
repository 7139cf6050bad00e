import { unstable_readConfig as readConfig } from 'wrangler';
import { npx, run } from './run';

/**
 * npm run deploy [-- --dry-run]: both Workers with their production environment. The app is built with
 * VITE_DINING_TARGET=production into dist-production/ (no sandbox page in it); the provider's production entry
 * imports no sandbox. A real deploy refuses while a required production setting is empty, applies the D1
 * migrations, then deploys the provider before the app that binds to it. A dry run bundles both into
 * .out/production/{provider,app} and needs no account.
 */
const dryRun = process.argv.includes('--dry-run');
// `npm test` compiles the catalogs once, before the steps that read them run side by side.
const catalogsCompiled = process.argv.includes('--catalogs-compiled');
const OUT = `${process.cwd()}/.out/production`;
const WORKERS = [
  {
    name: 'provider',
    config: 'server/provider/wrangler.toml',
    required: [
      'BOOKING_SITE_ORIGIN', 'MAIL_FROM', 'MAIL_API_URL', 'SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_FROM', 'CARD_ISSUER_API_URL', 'CARD_ISSUER_LINK_KEY',
      'BANK_AUTHORIZE_URL', 'BANK_TOKEN_URL', 'BANK_USERINFO_URL', 'BANK_CLIENT_ID', 'UNIONPAY_API_URL', 'UNIONPAY_APP_ID', 'AMEX_API_URL',
      'MPGS_BASE_URL', 'MPGS_MERCHANT_ID', 'MPGS_API_VERSION', 'MPGS_MERCHANT_CURRENCY',
    ],
  },
  { name: 'app', config: 'wrangler.toml', required: ['PAYMENT_GATEWAY_ORIGIN'] },
] as const;

function emptyProductionSettings(): string[] {
  return WORKERS.flatMap(({ config, required }) => {
    const vars = readConfig({ config, env: 'production' }).vars as Record<string, unknown>;
    return required.filter((name) => !vars[name]).map((name) => `${config}: [env.production.vars] ${name}`);
  });
}

if (!dryRun) {
  const empty = emptyProductionSettings();
  if (empty.length > 0) {
    console.error(`Refusing to deploy: these production settings are empty:\n  ${empty.join('\n  ')}`);
    process.exit(1);
  }
}
if (!catalogsCompiled) await run('npm', ['run', 'i18n:compile', '--silent']);
await npx(['waku', 'build'], { env: { ...process.env, VITE_DINING_TARGET: 'production' } });
if (!dryRun) await npx(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '--env', 'production', '-c', 'server/provider/wrangler.toml']);
for (const worker of WORKERS) {
  const target = dryRun ? ['--dry-run', '--outdir', `${OUT}/${worker.name}`] : [];
  await npx(['wrangler', 'deploy', '--env', 'production', '-c', worker.config, ...target]);
}
