import { Icon } from '@meranti/design-system';
import { useAssetUrl, useShell } from '@meranti/platform';
import { StatStrip } from '../../../components/stat-strip/StatStrip';
import { mcpmsMedia } from '../mcpms.media';
import type { McpmsContent } from '../mcpms.schema';
import { StyledExpand, StyledFigure, StyledShot, StyledShowcase } from '../styled/StyledMedia';

const { dashboard } = mcpmsMedia;

/** The dashboard screenshot (AVIF/WebP, PNG fallback, lazy); a click opens it full size in the lightbox. */
export function DashboardShowcase({ copy }: { readonly copy: McpmsContent['dashboard'] }) {
  const { openLightbox } = useShell();
  const url = useAssetUrl();
  const open = () =>
    openLightbox({
      type: 'image',
      src: url(dashboard.png, { original: true }),
      sources: [
        { type: 'image/avif', srcSet: url(dashboard.avif, { original: true }) },
        { type: 'image/webp', srcSet: url(dashboard.webp, { original: true }) },
      ],
      alt: copy.alt,
      caption: copy.caption,
    });
  const sizes = '(min-width: 1280px) 1200px, 100vw';
  return (
    <StyledShowcase>
      <StyledFigure>
        <StyledShot type="button" onClick={open} aria-haspopup="dialog" aria-label={copy.expandLabel}>
          <picture>
            <source type="image/avif" srcSet={`${url(dashboard.avifSmall)} 960w, ${url(dashboard.avif)} 1920w`} sizes={sizes} />
            <source type="image/webp" srcSet={`${url(dashboard.webpSmall)} 960w, ${url(dashboard.webp)} 1920w`} sizes={sizes} />
            <img
              src={url(dashboard.png)}
              width={dashboard.width}
              height={dashboard.height}
              alt={copy.alt}
              loading="lazy"
              decoding="async"
            />
          </picture>
          <StyledExpand aria-hidden="true">
            <Icon name="Maximize2" size={18} />
          </StyledExpand>
        </StyledShot>
        <figcaption>{copy.caption}</figcaption>
      </StyledFigure>
      <StatStrip stats={copy.figures} aria-label={copy.figuresLabel} />
    </StyledShowcase>
  );
}
