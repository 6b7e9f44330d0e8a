import type { FastifyInstance } from 'fastify';
import { upsertStaffAccount } from '../../auth/staff-accounts';
import type { ApiConfig } from '../../config/api-config';
import fp from 'fastify-plugin';

/** STAFF_EMAIL + STAFF_PASSWORD: create or update that account before the server takes requests. */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  if (!config.staff) return;
  const outcome = await upsertStaffAccount(app.repos, config.staff);
  // The e-mail is personal data and stays out of the log.
  app.log.info({ outcome }, 'staff account from STAFF_EMAIL checked');
});
