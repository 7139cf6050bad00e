import { Hono } from 'hono';
import { z } from 'zod';
import { groupRequestCreateSchema, groupRequestSchema, type GroupRequest } from '#domain/contract/booking-manage.ts';
import { domainMessages, type DomainMessageKey } from '#domain/messages.ts';
import type { Locale } from '#domain/locales.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { bookingWindow } from './booking-window';
import { restaurantBookingStatement, type RestaurantBookingRow } from './availability-db';
import { findGroupRequest, insertGroupRequest, type GroupRequestRow } from './group-requests-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { translate } from '#provider/platform/i18n.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { referenceCode } from '#provider/platform/reference-code.ts';

const MAX_BODY_BYTES = 8 * 1024;
const referenceField = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{6,16}$/, { error: 'groupRequestNotFound' });
const STATUS_WORDS: Record<GroupRequest['status'], DomainMessageKey> = {
  pending: 'groupRequestPending',
  accepted: 'groupRequestAccepted',
  declined: 'groupRequestDeclined',
};

function present(row: GroupRequestRow, locale: Locale): GroupRequest {
  return groupRequestSchema.parse({ ...row, status_lng: translate(locale, domainMessages[STATUS_WORDS[row.status]]) });
}

/**
 * Group booking requests (spec §5: guest count in digits and a remark): POST stores one as pending,
 * GET reads its status by reference code, in the request's language.
 */
export const groupRequests = new Hono<ProviderEnv>()
  .post('/public/restaurants/:id/group_requests', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    const body = readInput(groupRequestCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    await limitRequest(c, 'group_request', body.country_code + body.mobile);
    const db = c.env.DB;
    const [restaurant, gate, access] = await db.batch([restaurantBookingStatement(db, id), programGate(db, body.program), await programAccess(c, db, body.program)]);
    const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
    if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
    passProgramGate(gate);
    passProgramAccess(access, body.program);
    if (body.date < bookingWindow(row).today) throw new ApiError(422, 'date_in_past', 'bookingDateInvalid');
    const stored = await insertGroupRequest(db, { restaurant: id, reference: referenceCode(), body, locale: c.get('locale') });
    if (!stored) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
    return c.json({ group_request: present(stored, c.get('locale')) }, 201);
  })
  .get('/public/group_requests/:reference_code', async (c) => {
    const reference = readInput(referenceField, c.req.param('reference_code'));
    const stored = await findGroupRequest(c.env.DB, reference);
    if (!stored) throw new ApiError(404, 'group_request_not_found', 'groupRequestNotFound');
    return c.json({ group_request: present(stored, c.get('locale')) });
  });
