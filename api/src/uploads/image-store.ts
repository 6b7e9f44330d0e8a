import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlogImage } from '@clinic/contracts/entities/blog';
import { PRIVATE_FILE_MODE } from '@clinic/server-kit/private-files';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';
import { newFileStem } from '../lib/ids';
import { detectImageType } from './image-type';
import type { UploadsInDatabase } from './uploads-in-database';

/** Largest width kept; smaller copies for `srcset` at these widths (when the image is wider). */
const MAX_WIDTH = 1600;
const SRCSET_WIDTHS = [400, 800, 1200];
/** A decompression bomb is a small file that decodes to billions of pixels; refuse those. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80 } as const;

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';
const UNREADABLE_IMAGE = 'The image could not be read. Please upload a JPEG, PNG or WebP photo.';

/**
 * Stores uploaded images under DATA_DIR/uploads with random names, re-encoded to WebP. Re-encoding
 * drops EXIF (location, camera serial) and anything hidden after the pixel data. With
 * `database` (PostgreSQL), each file is kept there too, so every server can serve it; the
 * folder is then this server's cache of them.
 */
export function imageStore(dir: string, urlPrefix: string, database?: UploadsInDatabase) {
  const urlFor = (name: string) => `${urlPrefix}${name}`;
  const nameOf = (url: string) => {
    const name = path.basename(url);
    return url === urlFor(name) ? name : undefined;
  };
  const write = async (name: string, data: Buffer) => {
    await fs.writeFile(path.join(dir, name), data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await database?.put(name, data, (await fs.stat(path.join(dir, name))).mtime);
  };

  return {
    async save(upload: Buffer): Promise<BlogImage> {
      if (!detectImageType(upload)) throw new HttpError(415, UNSUPPORTED_IMAGE);
      const stem = newFileStem();
      const written: string[] = [];
      try {
        const source = sharp(upload, {
          limitInputPixels: MAX_INPUT_PIXELS,
          failOn: 'error',
        }).rotate();
        const main = await source
          .clone()
          .resize({ width: MAX_WIDTH, withoutEnlargement: true })
          .webp(WEBP)
          .toBuffer({ resolveWithObject: true });
        const mainName = `${stem}.webp`;
        written.push(mainName);
        await write(mainName, main.data);

        const srcset = [];
        for (const width of SRCSET_WIDTHS.filter((w) => w < main.info.width)) {
          const name = `${stem}-${width}w.webp`;
          written.push(name);
          await write(name, await source.clone().resize({ width }).webp(WEBP).toBuffer());
          srcset.push({ url: urlFor(name), width });
        }
        srcset.push({ url: urlFor(mainName), width: main.info.width });
        return { url: urlFor(mainName), width: main.info.width, height: main.info.height, srcset };
      } catch (error) {
        await Promise.all(written.map((name) => fs.rm(path.join(dir, name), { force: true })));
        await database?.remove(written);
        // File-system failures (disk full) are the server's fault; anything else is sharp
        // refusing the bytes, which is the upload's fault.
        if (error instanceof HttpError || (error as NodeJS.ErrnoException).syscall) throw error;
        throw new HttpError(415, UNREADABLE_IMAGE);
      }
    },

    /** Deletes an image's files; a file already gone is not an error. */
    async remove(image: BlogImage | null | undefined): Promise<void> {
      if (!image) return;
      const urls = new Set([image.url, ...(image.srcset ?? []).map((s) => s.url)]);
      const names = [...urls].flatMap((url) => nameOf(url) ?? []);
      await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true })));
      await database?.remove(names);
    },

    /**
     * Copies an uploaded file this server lacks from the database into its folder, with the
     * modification time it was stored with (so the ETag is every server's). False: no such file.
     */
    async fetch(name: string): Promise<boolean> {
      if (!database || path.basename(name) !== name || name.startsWith('.')) return false;
      const stored = await database.get(name);
      if (!stored) return false;
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(temporary, stored.data, { mode: PRIVATE_FILE_MODE });
      await fs.utimes(temporary, stored.modifiedAt, stored.modifiedAt);
      await fs.rename(temporary, path.join(dir, name));
      return true;
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
