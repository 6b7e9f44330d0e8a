import sharp from 'sharp';

/** A real photo-like image in the given format, with EXIF that must not survive the upload. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 1000,
  height = 600,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } },
  }).withExif({
    IFD0: { Make: 'SecretCam', Model: 'X100', Artist: 'Patient Name' },
  });
  return image[format]().toBuffer();
}
