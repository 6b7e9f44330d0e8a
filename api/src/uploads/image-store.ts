import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlogImage } from '@clinic/contracts/entities/blog';
import { PRIVATE_FILE_MODE } from '@clinic/server-kit/private-files';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';
import { newFileStem } from '../lib/ids';
import { detectImageType } from './image-type';

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
 * drops EXIF (location, camera serial) and anything hidden after the pixel data.
 */
export function imageStore(dir: string, urlPrefix: string) {
  const urlFor = (name: string) => `${urlPrefix}${name}`;
  const fileFor = (url: string) => {
    const name = path.basename(url);
    return url === urlFor(name) ? path.join(dir, name) : undefined;
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
        await fs.writeFile(path.join(dir, mainName), main.data, {
          flag: 'wx',
          mode: PRIVATE_FILE_MODE,
        });
        written.push(mainName);

        const srcset = [];
        for (const width of SRCSET_WIDTHS.filter((w) => w < main.info.width)) {
          const name = `${stem}-${width}w.webp`;
          await fs.writeFile(
            path.join(dir, name),
            await source.clone().resize({ width }).webp(WEBP).toBuffer(),
            { flag: 'wx', mode: PRIVATE_FILE_MODE },
          );
          written.push(name);
          srcset.push({ url: urlFor(name), width });
        }
        srcset.push({ url: urlFor(mainName), width: main.info.width });
        return { url: urlFor(mainName), width: main.info.width, height: main.info.height, srcset };
      } catch (error) {
        await Promise.all(written.map((name) => fs.rm(path.join(dir, name), { force: true })));
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
      await Promise.all(
        [...urls].map((url) => {
          const file = fileFor(url);
          return file ? fs.rm(file, { force: true }) : undefined;
        }),
      );
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
