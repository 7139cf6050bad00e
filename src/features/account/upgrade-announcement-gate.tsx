import type { PageContext } from '#edge/request-context.ts';
import { UpgradeAnnouncement } from './upgrade-announcement';

/**
 * The level-up congratulation's place in the layout, for signed-in members only. A server module of its own (see
 * waku.config.ts): its client code then comes only with the pages that render it, not with every page.
 */
export function UpgradeAnnouncementGate({ page }: { page: PageContext }) {
  if (!page.program || !page.memberToken) return null;
  return <UpgradeAnnouncement program={page.program.slug} lang={page.uiLocale} />;
}
