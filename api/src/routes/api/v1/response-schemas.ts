/**
 * JSON Schemas of every answer. Fastify serialises through them (fast-json-stringify), which is
 * quicker than JSON.stringify and drops any field not listed, so a column added to a table can
 * never leak by accident.
 */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const messageSchema = {
  type: 'object',
  properties: { message: str },
  required: ['message'],
} as const;

export const linkSchema = {
  type: 'object',
  properties: { _id: str, category: str, url: str, createdAt: str },
  required: ['_id', 'category', 'url', 'createdAt'],
} as const;

export const formSubmissionSchema = {
  type: 'object',
  properties: { _id: str, name: str, phone: str, message: str, createdAt: str },
  required: ['_id', 'name', 'phone', 'message', 'createdAt'],
} as const;

const imageSchema = {
  type: ['object', 'null'],
  properties: {
    url: str,
    width: int,
    height: int,
    srcset: {
      type: 'array',
      items: { type: 'object', properties: { url: str, width: int }, required: ['url', 'width'] },
    },
  },
  required: ['url'],
} as const;

export const blogSchema = {
  type: 'object',
  properties: {
    _id: str,
    title: str,
    subTitle: str,
    status: str,
    image: imageSchema,
    content: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sectionTitle: str,
          paragraph: str,
          bulletPoints: { type: 'array', items: str },
        },
        required: ['sectionTitle', 'paragraph', 'bulletPoints'],
      },
    },
    createdAt: str,
  },
  required: ['_id', 'title', 'subTitle', 'status', 'image', 'content', 'createdAt'],
} as const;

/** `GET /forms/unseen-count`. */
export const unseenCountSchema = {
  type: 'object',
  properties: { count: int },
  required: ['count'],
} as const;

/** `POST /forms/seen`. */
export const seenAtSchema = {
  type: 'object',
  properties: { seenAt: str },
  required: ['seenAt'],
} as const;

export const staffUserSchema = {
  type: 'object',
  properties: { _id: str, email: str, name: str },
  required: ['_id', 'email'],
} as const;

/** `{ data: [...] }`: every list answers this way (spec §7 does for social links). */
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
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const;
