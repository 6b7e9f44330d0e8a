import { DELETED_BLOG_DAYS } from '@clinic/contracts/entities/blog';
import type { Repositories } from '../db/repositories/create-repositories';
import { isoMinus } from '../lib/clock';
import type { ImageStore } from '../uploads/image-store';
import { DAY } from './purge';

/**
 * Blogs deleted more than DELETED_BLOG_DAYS ago go for good, with their image files (their
 * pending changes' too) and every account's unsaved editor drafts of them (until then they can be restored, and a draft with
 * them). Answers how many went.
 */
export async function purgeDeletedBlogs(
  repos: Repositories,
  images: Pick<ImageStore, 'remove'>,
): Promise<number> {
  const before = isoMinus(DELETED_BLOG_DAYS * DAY);
  // Read before the blogs go: their pending changes go with them (the foreign key cascades).
  const pendingImages = await repos.blogPendingChanges.imagesOfDeleted(before);
  const purged = await repos.blogs.purgeDeleted(before);
  await repos.editorDrafts.deleteOfBlogs(purged.ids);
  const urls = new Set(purged.images.map((image) => image.url));
  const unshared = pendingImages.filter((image) => !urls.has(image.url));
  for (const image of [...purged.images, ...unshared]) await images.remove(image);
  return purged.count;
}
