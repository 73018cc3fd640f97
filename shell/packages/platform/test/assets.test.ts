import { describe, expect, it } from 'vitest';
import { assetsConfig, assetUrl } from '../src/assets';

describe('assetUrl (assets base + file name, optional original quality)', () => {
  it('uses the site’s own /assets/ by default', () => {
    expect(assetsConfig.defaultBase).toBe('/assets/');
    expect(assetUrl('media/shot.webp')).toBe('/assets/media/shot.webp');
  });

  it('follows a configured base, with or without its trailing slash', () => {
    expect(assetUrl('media/shot.webp', { base: 'https://cdn.meranti4pl.example/site/' })).toBe(
      'https://cdn.meranti4pl.example/site/media/shot.webp',
    );
    expect(assetUrl('/media/shot.webp', { base: '/static' })).toBe('/static/media/shot.webp');
  });

  it('adds the original-quality flag when asked', () => {
    expect(assetUrl('media/shot.png', { original: true })).toBe('/assets/media/shot.png?quality=original');
  });
});
