import { DELETED_BLOG_DAYS } from '@clinic/contracts/entities/blog';
import type { Repositories } from '../db/repositories/create-repositories';
import { isoMinus } from '../lib/clock';
import type { ImageStore } from '../uploads/image-store';
import { DAY } from './purge';

/**
 * Blogs deleted more than DELETED_BLOG_DAYS ago go for good, with their image files and every
 * account's unsaved editor drafts of them (until then they can be restored, and a draft with
 * them). Answers how many went.
 */
export async function purgeDeletedBlogs(
  repos: Repositories,
  images: Pick<ImageStore, 'remove'>,
): Promise<number> {
  const purged = await repos.blogs.purgeDeleted(isoMinus(DELETED_BLOG_DAYS * DAY));
  await repos.editorDrafts.deleteOfBlogs(purged.ids);
  for (const image of purged.images) await images.remove(image);
  return purged.count;
}
