import type { D1Database } from '@cloudflare/workers-types/index';
import type { GroupRequestCreate, GroupRequest } from '#domain/contract/booking-manage.ts';

export type GroupRequestRow = Omit<GroupRequest, 'status_lng'>;

/** Stores a group request as pending; answers the stored row (no row when the restaurant does not exist). */
export async function insertGroupRequest(db: D1Database, p: { restaurant: number; reference: string; body: GroupRequestCreate; locale: string }): Promise<GroupRequestRow | null> {
  const b = p.body;
  return db
    .prepare(
      `INSERT INTO group_requests (reference_code, restaurant_id, program, date, time, guest_count, remark, first_name, last_name, email, country_code, mobile, locale)
       SELECT ?1, r.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 FROM restaurants r WHERE r.id = ?2
       RETURNING reference_code, restaurant_id, date, time, guest_count, status`,
    )
    .bind(p.reference, p.restaurant, b.program, b.date, b.time, b.guest_count, b.remark, b.first_name, b.last_name, b.email, b.country_code, b.mobile, p.locale)
    .first<GroupRequestRow>();
}

export function findGroupRequest(db: D1Database, reference: string): Promise<GroupRequestRow | null> {
  return db
    .prepare('SELECT reference_code, restaurant_id, date, time, guest_count, status FROM group_requests WHERE reference_code = ?')
    .bind(reference)
    .first<GroupRequestRow>();
}
