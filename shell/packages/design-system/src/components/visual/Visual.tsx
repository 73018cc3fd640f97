import type { ImgHTMLAttributes } from 'react';
import { StyledVisual } from './styled/StyledVisual.ts';

export interface VisualProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  /** The image's address: `import heroSrc from './visuals/hero.svg'` in the area's page. */
  readonly src: string;
  /** Its intrinsic size (the SVG's viewBox), so the page keeps its place before it arrives (CLS 0). */
  readonly width: number;
  readonly height: number;
  /** What it shows, for a reader who cannot see it; `''` only with `decorative`. */
  readonly alt: string;
  /**
   * `true`: in the first screen at every width, fetched at once. `'wide'`: in the first screen only
   * where it sits beside the copy (from lg; below it on a phone): lazy, so a phone fetches it as it
   * nears the viewport, and at high priority when it loads (on a wide screen, at the first layout).
   * Otherwise it loads as it nears the viewport.
   */
  readonly priority?: boolean | 'wide';
  /** It only repeats what the text beside it says: hidden from assistive technology. */
  readonly decorative?: boolean;
}

/**
 * A visual made by us (docs/design/art-direction.md): an `<img>` with its dimensions, lazy below
 * the first screen, decoded off the main thread.
 */
export function Visual({ src, width, height, alt, priority = false, decorative = false, ...rest }: VisualProps) {
  return (
    <StyledVisual
      src={src}
      width={width}
      height={height}
      alt={decorative ? '' : alt}
      aria-hidden={decorative || undefined}
      loading={priority === true ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
