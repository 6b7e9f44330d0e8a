import { paths } from '@clinic/contracts/routes/paths';
import {
  STAFF_INVITE_HOURS,
  staffAccountChangeSchema,
  staffInviteSchema,
} from '@clinic/contracts/schemas/staff-invite';
import type { FastifyInstance } from 'fastify';
import { isoPlus, clock } from '../../../../lib/clock';
import { HttpError, notFound } from '../../../../lib/http-error';
import { isId, newToken, sha256 } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import { dataOf, idParams, listOf, staffAccountSchema, inviteUrlSchema } from '../response-schemas';

const HOUR = 60 * 60 * 1000;
const LAST_OWNER = 'The clinic needs at least one active owner: make someone else owner first';

/**
 * The owner's Staff page (issue 43): the accounts, invitations by e-mail and role, and changes of
 * role or deactivation. Only owners reach these routes (auth/route-roles.ts).
 */
export default async function staffAccountRoutes(app: FastifyInstance) {
  const keepsPublicReadCache = true;

  app.get('/staff', { schema: { response: { 200: listOf(staffAccountSchema) } } }, async () => ({
    data: await app.repos.users.list(),
  }));

  /**
   * A link that makes one account, once, within 72 hours. Only its hash is stored, so the owner
   * sees the link this once; a new invitation for the same e-mail replaces an unused one.
   */
  app.post(
    '/staff/invites',
    { schema: { response: { 201: inviteUrlSchema } }, config: { keepsPublicReadCache } },
    async (request, reply) => {
      const { email, role } = validate(staffInviteSchema, request.body);
      if (await app.repos.users.findByEmail(email))
        throw new HttpError(409, 'There is already an account with this e-mail');
      const token = newToken();
      await app.repos.staffInvites.create({
        token_hash: sha256(token),
        email,
        role,
        invited_by: request.staff!._id,
        created_at: clock.stamp(),
        expires_at: isoPlus(STAFF_INVITE_HOURS * HOUR),
      });
      request.auditTarget = email;
      return reply
        .code(201)
        .send({ url: `${request.siteOrigin}${paths.staffInvite.getHref(token)}` });
    },
  );

  /**
   * A new role, or (de)activation. Deactivating ends the account's sessions at once; a role
   * change applies from its next request (the role is read with the session). The last active
   * owner can be neither demoted nor deactivated, or nobody could manage the accounts again.
   */
  app.patch<{ Params: { id: string } }>(
    '/staff/:id',
    {
      schema: { params: idParams, response: { 200: dataOf(staffAccountSchema) } },
      config: { keepsPublicReadCache },
    },
    async (request) => {
      const change = validate(staffAccountChangeSchema, request.body);
      const { id } = request.params;
      const account = isId(id) ? await app.repos.users.findById(id) : undefined;
      if (!account) throw notFound('Staff account not found');
      const isActiveOwner = account.role === 'owner' && Number(account.active) === 1;
      const losesOwner =
        (change.role !== undefined && change.role !== 'owner') || change.active === false;
      if (isActiveOwner && losesOwner && (await app.repos.users.countActiveOwners()) <= 1)
        throw new HttpError(409, LAST_OWNER);
      await app.repos.users.update(id, { ...change, updated_at: clock.stamp() });
      if (change.active === false) await app.repos.sessions.deleteForUser(id);
      const updated = (await app.repos.users.list()).find((row) => row._id === id)!;
      return { data: updated };
    },
  );
}
