import { markNotFound } from '../../../server/edge/not-found-page';
import { getPageContext } from '../../../server/edge/request-context';
import { NoticePage, type NoticePageProps } from './notice-page';

/** The page of an address whose subject does not exist: what it says, answered with status 404. */
export function NotFoundNotice(props: NoticePageProps) {
  markNotFound(getPageContext());
  return <NoticePage {...props} />;
}
