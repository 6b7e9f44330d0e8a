import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clock } from '../../../../lib/clock';
import { notFound } from '../../../../lib/http-error';
import { enquiryExportSchema, enquiryUpdateSchema } from '@clinic/contracts/schemas/enquiry-update';
import { isId } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import {
  dataOf,
  enquiryRecordSchema,
  idParams,
  listOf,
  messageSchema,
  seenAtSchema,
  unseenCountSchema,
} from '../response-schemas';

/** The staff hook has run on every route here, so the request always carries its staff member. */
const staffId = (request: FastifyRequest): string => request.staff!._id;

/** Enquiries hold names and phone numbers (DPDP Act): reading and deleting them is staff-only. */
export default async function staffFormRoutes(app: FastifyInstance) {
  // Who read the patients' messages is in the audit log.
  app.get(
    '/forms',
    { schema: { response: { 200: listOf(enquiryRecordSchema) } }, config: { auditedRead: true } },
    async () => ({ data: await app.repos.enquiries.list() }),
  );

  // The dashboard makes the CSV from the list it holds; it says so here, so that the export of
  // patients' details is in the audit log with how many rows left the clinic's systems.
  app.post(
    '/forms/exported',
    { schema: { response: { 200: messageSchema } }, config: { keepsPublicReadCache: true } },
    async (request) => {
      const { count } = validate(enquiryExportSchema, request.body);
      request.auditTarget = `${count} enquiries`;
      return { message: 'Export recorded' };
    },
  );

  // The inbox badge: enquiries still New, whoever last looked (a patient nobody has called).
  app.get('/forms/new-count', { schema: { response: { 200: unseenCountSchema } } }, async () => ({
    count: await app.repos.enquiries.countNew(),
  }));

  // Marks an enquiry Contacted or Closed (or New again) and keeps the staff note: every signed-in
  // staff member sees it at the inbox's next refresh.
  app.patch<{ Params: { id: string } }>(
    '/form/:id',
    { schema: { params: idParams, response: { 200: dataOf(enquiryRecordSchema) } } },
    async (request) => {
      const change = validate(enquiryUpdateSchema, request.body);
      const { id } = request.params;
      const updated = isId(id) ? await app.repos.enquiries.update(id, change) : undefined;
      if (!updated) throw notFound('Form submission not found');
      return { data: updated };
    },
  );

  // Product §10.11: how many enquiries arrived since this account last opened the list (all of them
  // if it never has), for the badge on the dashboard's Forms entry.
  app.get(
    '/forms/unseen-count',
    { schema: { response: { 200: unseenCountSchema } } },
    async (request) => {
      const since = await app.repos.enquiries.lastSeenBy(staffId(request));
      return { count: await app.repos.enquiries.countSince(since) };
    },
  );

  // The Forms page says it was opened: what is listed now counts as seen by this account. The
  // look before this one comes back, so the page can mark what arrived since (null: never looked).
  app.post('/forms/seen', { schema: { response: { 200: seenAtSchema } } }, async (request) => {
    const previousSeenAt = (await app.repos.enquiries.lastSeenBy(staffId(request))) ?? null;
    const seenAt = clock.stamp();
    await app.repos.enquiries.markSeen(staffId(request), seenAt);
    return { seenAt, previousSeenAt };
  });

  app.delete<{ Params: { id: string } }>(
    '/form/:id',
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!isId(id) || !(await app.repos.enquiries.delete(id)))
        throw notFound('Form submission not found');
      return { message: 'Form submission deleted' };
    },
  );
}
