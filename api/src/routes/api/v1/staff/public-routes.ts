import { acceptStaffInviteSchema } from '@clinic/contracts/schemas/staff-invite';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../../auth/password-hasher';
import { clock, isoNow } from '../../../../lib/clock';
import { HttpError } from '../../../../lib/http-error';
import { newId, sha256 } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import { messageSchema } from '../response-schemas';

const NOT_USABLE = 'This invitation has expired or has already been used. Ask for a new one.';
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Accepting an invitation: the link's token is the credential, so this is outside the staff
 * subtree. The invitee chooses a name and a password (staff:create's rules) and then signs in.
 */
export default async function staffInviteRoutes(app: FastifyInstance) {
  app.post<{ Params: { token: string } }>(
    '/staff/invites/:token',
    // The invitation page is a staff page: its password is typed only on the staff origin.
    { onRequest: app.refuseOffStaffOrigin, schema: { response: { 201: messageSchema } } },
    async (request, reply) => {
      const input = validate(acceptStaffInviteSchema, request.body);
      const tokenHash = TOKEN.test(request.params.token) ? sha256(request.params.token) : '';
      const invite = tokenHash && (await app.repos.staffInvites.findUsable(tokenHash, isoNow()));
      if (!invite) throw new HttpError(410, NOT_USABLE);
      if (await app.repos.users.findByEmail(invite.email))
        throw new HttpError(409, 'There is already an account with this e-mail. Please sign in.');
      const passwordHash = await hashPassword(input.password);
      // Spent before the account is made: of two submissions at once, one makes it.
      if (!(await app.repos.staffInvites.use(tokenHash, isoNow())))
        throw new HttpError(410, NOT_USABLE);
      const id = newId();
      await app.repos.users.insert({
        id,
        email: invite.email,
        name: input.name,
        password_hash: passwordHash,
        role: invite.role as 'owner',
        medical_reviewer: false,
        created_at: clock.stamp(),
      });
      await app.audit(request, {
        actorId: id,
        actorEmail: invite.email,
        action: 'invitation accepted',
        target: invite.role,
        status: 201,
      });
      return reply.code(201).send({ message: 'Your account is ready. Please sign in.' });
    },
  );
}
