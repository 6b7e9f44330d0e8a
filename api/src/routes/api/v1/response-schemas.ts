import { z } from 'zod';
import { previewLinkEntrySchema } from '@clinic/contracts/blog-preview';
import { blogEntitySchema } from '@clinic/contracts/entities/blog';
import { blogRevisionEntitySchema } from '@clinic/contracts/entities/blog-revision';
import {
  enquiryRecordEntitySchema,
  formSubmissionEntitySchema,
} from '@clinic/contracts/entities/form-submission';
import { socialLinkEntitySchema } from '@clinic/contracts/entities/link';
import { editorDraftEntitySchema } from '@clinic/contracts/schemas/editor-draft';
import { staffSessionEntitySchema } from '@clinic/contracts/entities/staff-session';
import { loginAnswerSchema, staffUserEntitySchema } from '@clinic/contracts/entities/staff-user';
import { staffAccountEntitySchema } from '@clinic/contracts/entities/staff-account';
import { auditEntryEntitySchema } from '@clinic/contracts/entities/audit-entry';

/**
 * JSON Schemas of every answer, made from the zod schemas in shared/contracts/src/entities (which also give
 * the apps their types). Fastify serialises through them (fast-json-stringify), which is quicker
 * than JSON.stringify and drops any field not listed, so a column added to a table can never
 * leak by accident.
 */
const jsonSchema = (schema: z.ZodType) => {
  // Fastify compiles each schema itself; the dialect marker is noise to it.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    override: ({ jsonSchema: node }) => nullableAsTypeList(node),
  });
  return rest;
};

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`. fast-json-stringify checks a
 * value against each `anyOf` branch, so one stray field in a stored image would fail the whole
 * list with a 500; as `type: [..., 'null']` the value is serialised and the stray field dropped.
 */
function nullableAsTypeList(node: Record<string, unknown>) {
  const branches = node.anyOf as Record<string, unknown>[] | undefined;
  if (branches?.length !== 2) return;
  const value = branches.find((branch) => branch.type !== 'null');
  if (!value || typeof value.type !== 'string' || !branches.some((b) => b.type === 'null')) return;
  delete node.anyOf;
  Object.assign(node, value, { type: [value.type, 'null'] });
}

export const messageSchema = jsonSchema(z.object({ message: z.string() }));
export const linkSchema = jsonSchema(socialLinkEntitySchema);
export const formSubmissionSchema = jsonSchema(formSubmissionEntitySchema);
/** An enquiry in the staff inbox: the submission with its status and note (never public). */
export const enquiryRecordSchema = jsonSchema(enquiryRecordEntitySchema);
export const blogSchema = jsonSchema(blogEntitySchema);
export const blogRevisionSchema = jsonSchema(blogRevisionEntitySchema);
/** `POST /blog/{id}/preview`: the private link's path and when it stops working. */
export const previewLinkSchema = jsonSchema(z.object({ path: z.string(), expiresAt: z.string() }));
/** `GET /blog/{id}/previews`: a live link, named by an id, never by its token. */
export const previewLinkEntryAnswer = jsonSchema(previewLinkEntrySchema);
/** The blog editor's autosaved values (kept as the dashboard sent them). */
export const editorDraftSchema = {
  ...jsonSchema(editorDraftEntitySchema),
  // The values are the dashboard's own: passed through whole, not filtered by a schema here.
  properties: {
    key: { type: 'string' },
    values: { type: 'object', additionalProperties: true },
    savedAt: { type: 'string' },
  },
};
export const staffUserSchema = jsonSchema(staffUserEntitySchema);
export const loginAnswer = jsonSchema(loginAnswerSchema);
/** `GET /staff`, `PATCH /staff/{id}`: an account on the owner's Staff page. */
export const staffAccountSchema = jsonSchema(staffAccountEntitySchema);
/** `GET /audit`: one line of the audit log. */
export const auditEntrySchema = jsonSchema(auditEntryEntitySchema);
/** `POST /staff/invites`: the invitation link, shown to the owner this once. */
export const inviteUrlSchema = jsonSchema(z.object({ url: z.string() }));

/** `GET /sessions`: one of the staff member's sessions (never its token or hash). */
export const staffSessionSchema = jsonSchema(staffSessionEntitySchema);

/** `GET /forms/unseen-count` and `GET /forms/new-count`. */
export const unseenCountSchema = jsonSchema(z.object({ count: z.int() }));

/** `POST /forms/seen`. */
export const seenAtSchema = jsonSchema(
  z.object({ seenAt: z.string(), previousSeenAt: z.string().nullable() }),
);

/** `{ data: [...] }`: every list answers this way (product §7 does for social links). */
export const listOf = (item: object) =>
  ({
    type: 'object',
    properties: { data: { type: 'array', items: item } },
    required: ['data'],
  }) as const;

/** `{ data: {...} }` for a single entity. */
export const dataOf = (item: object) =>
  ({ type: 'object', properties: { data: item }, required: ['data'] }) as const;

/** Route params carrying an entity id. Any string is accepted here; the route answers 404. */
export const idParams = jsonSchema(z.object({ id: z.string() }));

const medicalReviewInForce = z.object({
  reviewer: z.object({ name: z.string(), registration: z.string().optional() }),
  reviewedOn: z.string(),
  nextReviewDue: z.string(),
});
/** `GET /medical-reviews/{textHash}`: the review in force for that text, or null (decision 0081). */
export const medicalReviewAnswer = jsonSchema(z.object({ data: medicalReviewInForce.nullable() }));
/** `GET /medical-reviews/due`: pages whose next review falls due soon. */
export const medicalReviewsDueAnswer = jsonSchema(
  z.object({
    data: z.array(
      z.object({
        path: z.string(),
        textHash: z.string(),
        reviewer: z.string(),
        reviewedOn: z.string(),
        nextReviewDue: z.string(),
      }),
    ),
  }),
);
