import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { purgeDeletedBlogs, uploadsDir } from '@clinic/api';
import { makeImage, type MultipartFile, multipart } from '@clinic/api/testing';
import { signedInSiteTestApp } from './helpers/site-test-app';

const { t, auth } = signedInSiteTestApp();

const uploadedFiles = () => fs.readdirSync(uploadsDir(t.config.dataDir)).sort();
const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): MultipartFile => ({
  filename,
  contentType,
  data,
});

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | MultipartFile>,
) => {
  const form = multipart({ title: 'With image', subTitle: 'Sub', content: '[]', ...fields });
  return t.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
};

interface StoredImage {
  url: string;
  width: number;
  height: number;
  srcset: { url: string; width: number }[];
}

describe('image uploads', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts %s, re-encodes to WebP without EXIF, with srcset widths',
    async (format) => {
      const source = await makeImage(format, 1000, 600);
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const res = await send('POST', '/api/v1/blog', {
        image: file(source, `p.${format}`, 'application/octet-stream'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const image: StoredImage = res.json().data.image;
      expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(image).toMatchObject({ width: 1000, height: 600 });
      expect(image.srcset.map((s) => s.width)).toEqual([400, 800, 1000]);
      // Readable by the server's user only, like everything it writes.
      for (const name of uploadedFiles())
        expect(fs.statSync(path.join(uploadsDir(t.config.dataDir), name)).mode & 0o777).toBe(0o600);

      const served = await t.app.inject(image.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

      for (const entry of image.srcset) {
        const small = await t.app.inject(entry.url);
        expect(small.statusCode).toBe(200);
        expect((await sharp(small.rawPayload).metadata()).width).toBe(entry.width);
      }
    },
  );

  it('caps the stored width at 1600', async () => {
    const res = await send('POST', '/api/v1/blog', {
      image: file(await makeImage('png', 3000, 1000)),
    });
    const image: StoredImage = res.json().data.image;
    expect(image).toMatchObject({ width: 1600, height: 533 });
    expect(image.srcset.map((s) => s.width)).toEqual([400, 800, 1200, 1600]);
  });

  it.each([
    ['a script named .png', Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), 'report.pdf', 'application/pdf'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif', 'image/gif'],
  ])('refuses %s with 415 and stores nothing', async (_label, data, filename, contentType) => {
    const before = uploadedFiles();
    const blogsBefore = (await t.app.inject({ url: '/api/v1/blogs', headers: auth })).json().data
      .length;
    const res = await send('POST', '/api/v1/blog', { image: file(data, filename, contentType) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Only JPEG, PNG or WebP images can be uploaded' });
    expect(uploadedFiles()).toEqual(before);
    expect((await t.app.inject({ url: '/api/v1/blogs', headers: auth })).json().data.length).toBe(
      blogsBefore,
    );
  });

  it('refuses a truncated JPEG with 415', async () => {
    const jpeg = await makeImage('jpeg');
    const res = await send('POST', '/api/v1/blog', { image: file(jpeg.subarray(0, 200)) });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/could not be read/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    ]);
    const before = uploadedFiles();
    const res = await send('POST', '/api/v1/blog', { image: file(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The image is larger than 5 MB' });
    expect(uploadedFiles()).toEqual(before);
  });

  it('removes the old files when the image is replaced, removed, or the blog deleted', async () => {
    const created = await send('POST', '/api/v1/blog', { image: file(await makeImage('jpeg')) });
    const blog = created.json().data;
    const firstFiles = (blog.image as StoredImage).srcset.map((s) => path.basename(s.url));
    expect(uploadedFiles()).toEqual(expect.arrayContaining(firstFiles));

    // Update without a file keeps the image.
    const kept = await send('PUT', `/api/v1/blog/${blog._id}`, {});
    expect(kept.json().data.image).toEqual(blog.image);

    const replaced = await send('PUT', `/api/v1/blog/${blog._id}`, {
      image: file(await makeImage('png')),
    });
    expect(replaced.statusCode).toBe(200);
    const second: StoredImage = replaced.json().data.image;
    expect(second.url).not.toBe(blog.image.url);
    for (const name of firstFiles) expect(uploadedFiles()).not.toContain(name);
    expect((await t.app.inject(blog.image.url)).statusCode).toBe(404);

    const removed = await send('PUT', `/api/v1/blog/${blog._id}`, { removeImage: 'true' });
    expect(removed.json().data.image).toBeNull();
    for (const entry of second.srcset)
      expect(uploadedFiles()).not.toContain(path.basename(entry.url));

    const third = (
      await send('PUT', `/api/v1/blog/${blog._id}`, { image: file(await makeImage('webp')) })
    ).json().data.image as StoredImage;
    // A deleted blog can be restored for 30 days (issue 31): its files stay until the purge.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/blog/${blog._id}`, headers: auth });
    for (const entry of third.srcset) expect(uploadedFiles()).toContain(path.basename(entry.url));
    await t.app.db
      .updateTable('blogs')
      .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', '=', blog._id)
      .execute();
    await purgeDeletedBlogs(t.app.repos, t.app.images);
    for (const entry of third.srcset)
      expect(uploadedFiles()).not.toContain(path.basename(entry.url));
  });

  it('keeps the old image when a replacement is refused', async () => {
    const blog = (
      await send('POST', '/api/v1/blog', { image: file(await makeImage('jpeg')) })
    ).json().data;
    const res = await send('PUT', `/api/v1/blog/${blog._id}`, {
      image: file(Buffer.from('<svg/>'), 'x.svg', 'image/svg+xml'),
    });
    expect(res.statusCode).toBe(415);
    expect(
      (await t.app.inject({ url: `/api/v1/blog/${blog._id}`, headers: auth })).json().data.image,
    ).toEqual(blog.image);
    expect((await t.app.inject(blog.image.url)).statusCode).toBe(200);
  });

  it('treats an empty file part (no file chosen) as no image', async () => {
    const res = await send('POST', '/api/v1/blog', {
      image: file(Buffer.alloc(0), '', 'application/octet-stream'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.image).toBeNull();
  });

  it('refuses two files', async () => {
    const jpeg = await makeImage('jpeg', 50, 50);
    const res = await send('POST', '/api/v1/blog', { image: file(jpeg), other: file(jpeg) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send at most one image');
  });
});
