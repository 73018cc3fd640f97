/**
 * The case-study covers (16:9, 640 × 360, drawn by us: ../../visuals/covers/), one per industry
 * (`coverFor`), for the case-study hero and the use-case listing's cards.
 */
import entertainment from '../../visuals/covers/entertainment.svg';
import fashion from '../../visuals/covers/fashion.svg';
import healthcare from '../../visuals/covers/healthcare.svg';
import luxury from '../../visuals/covers/luxury.svg';
import marketplace from '../../visuals/covers/marketplace.svg';
import network from '../../visuals/covers/network.svg';
import platform from '../../visuals/covers/platform.svg';
import wine from '../../visuals/covers/wine.svg';
import type { VisualFile } from '../content.schema';
import { type CoverKey, coverFor } from './cover-keys';

const files: Record<CoverKey, string> = { entertainment, fashion, luxury, wine, marketplace, platform, healthcare, network };

export const COVER_SIZE = { width: 640, height: 360 } as const;

/** The cover file of a case study in this industry. */
export function coverOf(industry: string | undefined): VisualFile & { readonly key: CoverKey } {
  const key = coverFor(industry);
  return { key, src: files[key], ...COVER_SIZE };
}
