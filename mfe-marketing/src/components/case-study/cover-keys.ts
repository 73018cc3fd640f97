/**
 * Which cover a case study gets (art direction, "Cover cards": a cover per industry). Pure, so the
 * content schema and the tests can use it without the pictures: `covers.ts` maps each key to its file.
 */

/** The industries with a cover of their own, and `network` for any other. */
export const coverKeys = ['entertainment', 'fashion', 'luxury', 'wine', 'marketplace', 'platform', 'healthcare', 'network'] as const;
export type CoverKey = (typeof coverKeys)[number];

/** An industry's words that choose its cover, tried in this order (a record's industry is free text). */
const rules: readonly (readonly [CoverKey, RegExp])[] = [
  ['entertainment', /entertain|media|event|music|gaming/i],
  ['fashion', /fashion|apparel|clothing|footwear/i],
  ['luxury', /luxury|jewel|watch/i],
  ['wine', /wine|spirit|beverage|drink/i],
  ['marketplace', /marketplace/i],
  ['healthcare', /health|medical|pharma|hospital|life science/i],
  ['platform', /e-?commerce|platform|retail|online/i],
];

/** The cover of a case study in this industry; `network` when none fits (or there is no industry). */
export function coverFor(industry: string | undefined): CoverKey {
  if (!industry) return 'network';
  return rules.find(([, words]) => words.test(industry))?.[0] ?? 'network';
}
