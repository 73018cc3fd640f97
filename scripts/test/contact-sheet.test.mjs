// The contact sheet (`npm run shots -- --contact-sheet`): one labelled WebP of every page's first
// screen per width (scripts/lib/contact-sheet.mjs).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeContactSheet, fitLabel, sheetLayout } from '../lib/contact-sheet.mjs';

const screen = (width, height, background) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('the contact sheet', () => {
  it('keeps the end of a long route, which tells two pages apart', () => {
    expect(fitLabel('/about', 20)).toBe('/about');
    expect(fitLabel('/use-cases/entertainment-leader-cost-reduction', 20)).toBe('…ader-cost-reduction');
    expect(fitLabel('/use-cases/entertainment-leader-cost-reduction', 20)).toHaveLength(20);
  });

  it('lays thumbnails out about 1,600 px wide at each width', () => {
    expect(sheetLayout({ width: 1280, height: 800 })).toMatchObject({ thumb: { w: 256, h: 160 }, columns: 5 });
    expect(sheetLayout({ width: 375, height: 812 })).toMatchObject({ thumb: { w: 150, h: 325 }, columns: 9 });
  });

  it('composes every screen, in order, into one WebP of the computed size', async () => {
    const viewport = { width: 1280, height: 800 };
    const shots = await Promise.all(
      ['#0B1B2B', '#14988A', '#FBBF24', '#FFFFFF', '#CBD5E1', '#0F766E'].map(async (colour, i) => ({
        route: `/page-${i}`,
        png: await screen(1280, 800, colour),
      })),
    );
    const webp = await composeContactSheet(shots, viewport, { title: 'test' });
    const { format, width, height } = await sharp(webp).metadata();
    // 5 columns of 256 + gaps; 2 rows of (160 + label 22 + gap 16) under a 40 px title.
    expect({ format, width, height }).toEqual({ format: 'webp', width: 5 * 272 + 16, height: 40 + 2 * 198 + 16 });
    // The first screen at the top left, the third in the third column, the sixth starts row two.
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const at = (x, y) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (rgb, hex) => rgb.every((v, k) => Math.abs(v - Number.parseInt(hex.slice(1 + 2 * k, 3 + 2 * k), 16)) < 12);
    expect(near(at(16 + 128, 40 + 16 + 22 + 80), '#0B1B2B')).toBe(true);
    expect(near(at(16 + 2 * 272 + 128, 40 + 16 + 22 + 80), '#FBBF24')).toBe(true);
    expect(near(at(16 + 128, 40 + 16 + 198 + 22 + 80), '#0F766E')).toBe(true);
  });
});
