import { markNotFound } from '#edge/not-found-page.ts';
import { getPageContext } from '#edge/request-context.ts';
import { NoticePage, type NoticePageProps } from './notice-page';

/** The page of an address whose subject does not exist: what it says, answered with status 404. */
export function NotFoundNotice(props: NoticePageProps) {
  markNotFound(getPageContext());
  return <NoticePage {...props} />;
}
