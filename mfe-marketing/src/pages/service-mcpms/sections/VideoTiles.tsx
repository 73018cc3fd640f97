import { Icon } from '@meranti/design-system';
import { useAssetUrl, useShell } from '@meranti/platform';
import { mcpmsMedia } from '../mcpms.media';
import type { McpmsContent } from '../mcpms.schema';
import { StyledPlay, StyledVideoBody, StyledVideoGrid, StyledVideoTile } from '../styled/StyledMedia';

type Copy = McpmsContent['videos'];
const clips = ['allocation', 'exceptions'] as const;

/**
 * The two looping clips as posters (no video is fetched with the page); choosing one opens it in
 * the lightbox, where it plays muted on a loop.
 */
export function VideoTiles({ copy }: { readonly copy: Copy }) {
  const { openLightbox } = useShell();
  const url = useAssetUrl();
  return (
    <StyledVideoGrid data-columns="2">
      {clips.map((id) => {
        const media = mcpmsMedia.videos[id];
        const text = copy[id];
        const open = () =>
          openLightbox({
            type: 'video',
            src: url(media.mp4),
            sources: [
              { type: 'video/webm', srcSet: url(media.webm) },
              { type: 'video/mp4', srcSet: url(media.mp4) },
            ],
            poster: url(media.poster),
            alt: text.alt,
            caption: text.caption,
          });
        return (
          <StyledVideoTile key={id}>
            <button type="button" onClick={open} aria-haspopup="dialog" aria-label={`${copy.playLabel}: ${text.title}`}>
              <img
                src={url(media.poster)}
                width={media.width}
                height={media.height}
                alt=""
                aria-hidden="true"
                loading="lazy"
                decoding="async"
              />
              <StyledPlay aria-hidden="true">
                <Icon name="Play" size={28} />
              </StyledPlay>
            </button>
            <StyledVideoBody>
              <h3>{text.title}</h3>
              <p>{text.description}</p>
              <span>{copy.durationLabel}</span>
            </StyledVideoBody>
          </StyledVideoTile>
        );
      })}
    </StyledVideoGrid>
  );
}
