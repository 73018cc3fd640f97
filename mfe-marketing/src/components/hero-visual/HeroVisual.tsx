import { Visual } from '@meranti/design-system';

/** The size every marketing hero visual is drawn at (art direction: a 560 × 440 viewBox). */
export const HERO_VISUAL = { width: 560, height: 440 } as const;

export interface HeroVisualProps {
  /** The SVG's address: `import heroSrc from './visuals/hero.svg'`. */
  readonly src: string;
  /** What it shows, from the page's content module. */
  readonly alt: string;
}

/**
 * A hero's visual (MarketingHero's `aside`): our own SVG at its drawn size, fetched at once (it is
 * in the first screen), no JavaScript.
 */
export function HeroVisual({ src, alt }: HeroVisualProps) {
  return <Visual src={src} width={HERO_VISUAL.width} height={HERO_VISUAL.height} alt={alt} priority />;
}
