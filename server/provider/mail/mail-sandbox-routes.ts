import { Hono } from 'hono';
import { SANDBOX_MAIL_LIMIT, sandboxMailListSchema, sandboxMailQuerySchema } from '#domain/contract/sandbox-mail.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { textOfBase64, type MailAttachment } from './mail-message';
import { presentQuery, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { sandboxMailById, sandboxMailList } from './sandbox-mail-db';

/** The sandbox mailbox, for the dev outbox page: GET /sandbox/mail (?to=) and GET /sandbox/mail/{id}/ics. */
export const sandboxMail = new Hono<ProviderEnv>()
  .get('/sandbox/mail', async (c) => {
    const query = readInput(sandboxMailQuerySchema, presentQuery(c.req.url, ['to']));
    const { results } = await sandboxMailList(c.env.DB, { to: query.to, limit: SANDBOX_MAIL_LIMIT });
    return c.json(
      sandboxMailListSchema.parse({
        messages: results.map((row) => ({
          id: row.id,
          idempotency_key: row.idempotency_key,
          from: row.from_address,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          created_at: row.created_at,
          attachments: (JSON.parse(row.attachments_json) as MailAttachment[]).map(({ filename, content_type }) => ({ filename, content_type })),
        })),
      }),
    );
  })
  .get('/sandbox/mail/:id/ics', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    const row = await sandboxMailById(c.env.DB, id);
    const ics = row && (JSON.parse(row.attachments_json) as MailAttachment[]).find((a) => a.filename.endsWith('.ics'));
    if (!ics) throw new ApiError(404, 'not_found', 'notFound');
    return c.body(textOfBase64(ics.content), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ics.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    });
  });
