import { Icon } from '@meranti/design-system';
import { useAssetUrl, useShell } from '@meranti/platform';
import { StatStrip } from '../../../components/stat-strip/StatStrip';
import { mcpmsContent } from '../mcpms.content';
import { mcpmsMedia } from '../mcpms.media';
import type { McpmsContent } from '../mcpms.schema';
import { StyledExpandBar, StyledFigure, StyledShot, StyledShowcase } from '../styled/StyledMedia';

const { dashboard } = mcpmsMedia;

/**
 * The dashboard screenshot, the page's first-screen visual (the hero's aside): AVIF/WebP with a
 * PNG fallback, fetched at once; a click opens it full size in the lightbox. The hero shows its
 * left part (sidebar, figures, chart) at a readable size; the lightbox shows all of it. The
 * expand control is a bar under the picture, never over the dashboard's content.
 */
export function DashboardShot() {
  const copy = mcpmsContent.dashboard;
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
  const sizes = '(min-width: 1024px) 36rem, 100vw';
  return (
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
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </picture>
        {/* Its one visible word starts the button's name ("Expand the dashboard screenshot"). */}
        <StyledExpandBar aria-hidden="true">
          <span>
            <Icon name="Maximize2" size={16} />
            {copy.expandHint}
          </span>
        </StyledExpandBar>
      </StyledShot>
      <figcaption>{copy.caption}</figcaption>
    </StyledFigure>
  );
}

/** Below the hero: the sample network's figures. */
export function DashboardShowcase({ copy }: { readonly copy: McpmsContent['dashboard'] }) {
  return (
    <StyledShowcase>
      <StatStrip stats={copy.figures} aria-label={copy.figuresLabel} />
    </StyledShowcase>
  );
}
