import {
  EDITOR_DRAFT_KEY,
  EDITOR_DRAFT_MAX_BYTES,
  EDITOR_DRAFTS_PER_ACCOUNT,
  editorDraftSchema,
} from '@clinic/contracts/schemas/editor-draft';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clock } from '../../../../lib/clock';
import { HttpError, notFound } from '../../../../lib/http-error';
import { validate } from '../../../../lib/validate';
import {
  dataOf,
  editorDraftSchema as draftAnswer,
  listOf,
  messageSchema,
} from '../response-schemas';

type KeyRequest = { Params: { key: string } };

/** The staff hook has run on every route here, so the request always carries its staff member. */
const staffId = (request: FastifyRequest): string => request.staff!._id;

const keyOr404 = (key: string) => {
  if (!EDITOR_DRAFT_KEY.test(key)) throw notFound('Draft not found');
  return key;
};

/**
 * The blog editor's autosave: what a staff member typed and has not saved as the blog, kept per
 * account, so it survives a closed tab, an expired session or another device. Drafts are not
 * blogs: nothing public changes, so these routes leave the public read cache alone.
 */
export default async function staffEditorDraftRoutes(app: FastifyInstance) {
  const keepsPublicCache = { keepsPublicReadCache: true };

  app.get(
    '/editor-drafts',
    { schema: { response: { 200: listOf(draftAnswer) } } },
    async (request) => ({ data: await app.repos.editorDrafts.list(staffId(request)) }),
  );

  app.put<KeyRequest>(
    '/editor-drafts/:key',
    {
      bodyLimit: EDITOR_DRAFT_MAX_BYTES + 1024,
      config: keepsPublicCache,
      schema: { response: { 200: dataOf(draftAnswer) } },
    },
    async (request) => {
      const key = keyOr404(request.params.key);
      const { values } = validate(editorDraftSchema, request.body);
      const json = JSON.stringify(values);
      if (Buffer.byteLength(json) > EDITOR_DRAFT_MAX_BYTES)
        throw new HttpError(413, 'The draft is too long');
      // A new draft beyond the cap is refused, never an old one dropped: no typing is lost
      // silently. Two parallel first saves may pass the count together: a bound, not exact.
      const held = await app.repos.editorDrafts.holding(staffId(request), key);
      if (!held.has && held.count >= EDITOR_DRAFTS_PER_ACCOUNT)
        throw new HttpError(
          409,
          `You have ${EDITOR_DRAFTS_PER_ACCOUNT} unsaved blog drafts. Save or discard one to start another.`,
        );
      const draft = await app.repos.editorDrafts.save(staffId(request), key, json, clock.stamp());
      return { data: draft };
    },
  );

  app.delete<KeyRequest>(
    '/editor-drafts/:key',
    { config: keepsPublicCache, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await app.repos.editorDrafts.delete(staffId(request), keyOr404(request.params.key));
      return { message: 'Draft deleted' };
    },
  );
}
