import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../lib/site-check/image-size.mjs';

// The site check reads a built image's size from its header (scripts/lib/site-check/image-size.mjs):
// every raster format the site ships, in each of its variants, encoded here by a real encoder.
const picture = () => sharp({ create: { width: 321, height: 123, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } });

describe('imageSize', () => {
  it.each([
    ['PNG', () => picture().png()],
    ['JPEG', () => picture().jpeg()],
    ['WebP, lossy (VP8)', () => picture().flatten().webp()],
    ['WebP, lossless (VP8L)', () => picture().webp({ lossless: true })],
    ['WebP, with alpha (VP8X)', () => picture().webp()],
    ['AVIF', () => picture().flatten().avif()],
    ['AVIF, with alpha', () => picture().avif()],
  ])('%s', async (_format, encode) => {
    expect(imageSize(await encode().toBuffer())).toEqual({ width: 321, height: 123 });
  });

  it('null for what it cannot read: SVG, a truncated header, text', async () => {
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(imageSize((await picture().webp().toBuffer()).subarray(0, 20))).toBeNull();
    expect(imageSize(Buffer.from('not an image at all, but long enough to be read'))).toBeNull();
  });
});
