import { Icon } from '@meranti/design-system';
import { useAssetUrl, useShell } from '@meranti/platform';
import { useEffect, useRef, useState } from 'react';
import type { ClipPlayback } from '../clip-playback';
import { mcpmsMedia } from '../mcpms.media';
import type { McpmsContent } from '../mcpms.schema';
import {
  StyledClipFrame,
  StyledClipToggle,
  StyledExpand,
  StyledPlay,
  StyledVideoBody,
  StyledVideoGrid,
  StyledVideoTile,
} from '../styled/StyledMedia';

type Copy = McpmsContent['videos'];
type ClipId = keyof typeof mcpmsMedia.videos;
const clips = ['allocation', 'exceptions'] as const satisfies readonly ClipId[];

/**
 * The two looping clips that open in the lightbox (docs/product-rules.md#media): real
 * `<video muted loop playsinline autoplay>` elements that play on the page once they near the
 * viewport (the playback logic is a chunk loaded after hydration; no video byte, and not even the
 * poster, is fetched before then: a lazy `<img>` of the poster shows until the video has one), with
 * a Play/Pause control (WCAG 2.2.2; the only start with prefers-reduced-motion). Choosing a clip
 * opens it in the shell's lightbox, playing, muted and looping.
 */
export function VideoTiles({ copy }: { readonly copy: Copy }) {
  return (
    <StyledVideoGrid data-columns="2">
      {clips.map((id) => (
        <VideoTile key={id} id={id} copy={copy} />
      ))}
    </StyledVideoGrid>
  );
}

function VideoTile({ id, copy }: { readonly id: ClipId; readonly copy: Copy }) {
  const { openLightbox } = useShell();
  const url = useAssetUrl();
  const media = mcpmsMedia.videos[id];
  const text = copy[id];
  const webm = url(media.webm);
  const mp4 = url(media.mp4);
  const poster = url(media.poster);
  const video = useRef<HTMLVideoElement>(null);
  const playback = useRef<Promise<ClipPlayback> | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const started = import('../clip-playback').then(({ playInline }) =>
      playInline(
        el,
        [
          { src: webm, type: 'video/webm' },
          { src: mp4, type: 'video/mp4' },
        ],
        setPlaying,
      ),
    );
    playback.current = started;
    return () => {
      void started.then((p) => p.stop());
    };
  }, [webm, mp4]);

  const open = () =>
    openLightbox({
      type: 'video',
      src: mp4,
      sources: [
        { type: 'video/webm', srcSet: webm },
        { type: 'video/mp4', srcSet: mp4 },
      ],
      poster,
      alt: text.alt,
      caption: text.caption,
    });
  const toggleLabel = playing ? copy.pauseLabel : copy.playLabel;

  return (
    <StyledVideoTile>
      <StyledClipFrame data-playing={playing}>
        {/* The button is named by its label; its content (the clip, the badges) is presentational. */}
        <button type="button" onClick={open} aria-haspopup="dialog" aria-label={`${copy.openLabel}: ${text.title}`}>
          {/* The still until the clip has a picture of its own (also before hydration, and without JS). */}
          <img src={poster} width={media.width} height={media.height} alt="" aria-hidden="true" loading="lazy" decoding="async" />
          <video
            ref={video}
            muted
            loop
            playsInline
            autoPlay
            preload="none"
            data-poster={poster}
            width={media.width}
            height={media.height}
          />
          <StyledPlay aria-hidden="true">
            <Icon name="Play" size={28} />
          </StyledPlay>
          <StyledExpand aria-hidden="true">
            <Icon name="Maximize2" size={18} />
          </StyledExpand>
        </button>
      </StyledClipFrame>
      <StyledClipToggle
        type="button"
        onClick={() => void playback.current?.then((p) => p.toggle())}
        aria-label={`${toggleLabel}: ${text.title}`}
      >
        <Icon name={playing ? 'Pause' : 'Play'} size={16} />
        {toggleLabel}
      </StyledClipToggle>
      <StyledVideoBody>
        <h3>{text.title}</h3>
        <p>{text.description}</p>
        <span>{copy.durationLabel}</span>
      </StyledVideoBody>
    </StyledVideoTile>
  );
}
