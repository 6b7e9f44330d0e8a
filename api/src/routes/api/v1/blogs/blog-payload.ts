import { BLOG_IMAGE } from '@clinic/contracts/schemas/blog';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../../../lib/http-error';

export interface BlogPayload {
  /** Text fields, `content` already decoded from its JSON string. */
  fields: Record<string, unknown>;
  /** The uploaded image's bytes, if a non-empty file came in the `image` field. */
  image: Buffer | undefined;
  /** The form's "remove image" button (field `removeImage` = "true"). */
  removeImage: boolean;
}

const CONTENT_NOT_JSON = 'Content must be a JSON list of sections';

/**
 * Reads a blog create/update request. Product §7 sends multipart (title, subTitle, status, content
 * as a serialised list, optional file); a JSON body with the same fields is accepted too.
 */
export async function readBlogPayload(request: FastifyRequest): Promise<BlogPayload> {
  // No prototype: a field named like an Object method cannot collide with it.
  const fields: Record<string, unknown> = Object.create(null);
  let image: Buffer | undefined;

  if (request.isMultipart()) {
    await readParts(request, fields, (bytes) => {
      image = bytes;
    });
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    Object.assign(fields, request.body);
  } else if (request.body !== undefined) {
    throw badRequest('The request body must be a JSON object');
  }

  if (typeof fields.content === 'string') {
    try {
      fields.content = fields.content.trim() === '' ? [] : JSON.parse(fields.content);
    } catch {
      throw badRequest(CONTENT_NOT_JSON);
    }
  }
  const removeImage = fields.removeImage === true || fields.removeImage === 'true';
  delete fields.removeImage;
  return { fields, image, removeImage };
}

/** Reads multipart parts into `fields`; a broken body is the client's fault (400), not ours. */
async function readParts(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  onImage: (bytes: Buffer) => void,
) {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer() enforces the 5 MB limit (413); other file fields are read and dropped.
        const bytes = await part.toBuffer();
        if (part.fieldname === BLOG_IMAGE.field && bytes.length > 0) onImage(bytes);
      } else {
        if (part.valueTruncated)
          throw new HttpError(413, `The ${part.fieldname} field is too long`);
        // First value wins; repeated fields are ignored rather than turned into arrays.
        if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The form data could not be read');
  }
}
