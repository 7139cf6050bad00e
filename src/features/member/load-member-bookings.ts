import { providerForPage } from '#edge/provider-for-page.ts';
import type { PageContext } from '#edge/request-context.ts';
import {
  memberBooksSchema, memberLevelSchema, pointHistorySchema, type Member, type MemberBooking, type MemberLevel, type PointHistory,
} from '#domain/contract/account.ts';

export interface MemberBookingsData {
  member: Member;
  /** Null when the level call failed: the card still shows the member's level, without the next one. */
  level: MemberLevel | null;
  books: MemberBooking[];
  /** The points ledger, newest first; empty when it could not be loaded. */
  points: PointHistory['entries'];
}

/** The member's level (GET /member/level) and this program's bookings (GET /member/books) for My bookings. */
export async function loadMemberBookings(page: PageContext, member: Member): Promise<MemberBookingsData> {
  const provider = providerForPage(page);
  const [level, books, points] = await Promise.all([
    provider.json(memberLevelSchema, '/member/level').then(
      (answer) => answer.data,
      (error: unknown) => {
        console.error('member level unavailable', error);
        return null;
      },
    ),
    provider.json(memberBooksSchema, '/member/books', { query: { program: page.program!.slug } }).then(
      (answer) => answer.data.books,
      (error: unknown) => {
        // Spec §8: a failed bookings list reads as an empty one.
        console.error('member bookings unavailable', error);
        return [];
      },
    ),
    provider.json(pointHistorySchema, '/member/points').then(
      (answer) => answer.data.entries,
      (error: unknown) => {
        console.error('points history unavailable', error);
        return [];
      },
    ),
  ]);
  return { member, level, books, points };
}
