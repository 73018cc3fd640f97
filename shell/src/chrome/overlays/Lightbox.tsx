import { Icon, Spinner } from '@meranti/design-system';
import type { LightboxMedia } from '@meranti/platform';
import { useEffect, useRef, useState } from 'react';
import { useLightboxStore } from '../../stores/lightbox-store';
import { overlayContent } from '../overlay.content';
import { StyledLightbox, StyledLightboxError, StyledLightboxSpinner, StyledLightboxStage, StyledPanHint } from './styled/StyledLightbox';

/** Media sizes of the lightbox. */
const IMAGE = { width: 1920, height: 968 } as const;
const VIDEO = { width: 1200, height: 800 } as const;

/**
 * Below this scale an image fitted to the screen is no larger than it is on the page, and its text
 * is unreadable (the 1920 px dashboard on a 375 px phone: 18 %). The lightbox then shows it at the
 * height of the screen, a readable size, to be panned with a finger (or scrolled with the keys).
 */
const READABLE_FIT = 0.5;

/** Room the lightbox keeps around fitted media: its padding and the caption (rem). */
const FRAME = { x: 2, y: 8.5 } as const;

type Status = 'loading' | 'loaded' | 'failed';

/** Whether an image fitted to this screen would be too small to read (see READABLE_FIT). */
function tooSmallToRead(): boolean {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const fit = Math.min((window.innerWidth - FRAME.x * rem) / IMAGE.width, (window.innerHeight - FRAME.y * rem) / IMAGE.height);
  return fit < READABLE_FIT;
}

/** Pan mode, kept in step with the screen (a phone turned, a window resized). */
function usePanMode(enabled: boolean): boolean {
  const [pan, setPan] = useState(() => enabled && tooSmallToRead());
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPan(tooSmallToRead());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [enabled]);
  return pan;
}

/**
 * Full-screen overlay for an image or a video: the design system's `Dialog` in its
 * media variant — a close button (focused first); the backdrop and Escape close it too; page scroll
 * is locked (the scrollbar's width given back, so the page does not shift) and focus stays inside
 * while it is open; the caption is shown under the media. A spinner shows until the media has
 * loaded; video autoplays muted and looping (with controls to pause it). On a phone an image is shown at a readable size to pan
 * through rather than shrunk to the page's own width. Focus returns to the opener on close, and
 * closing clears source, alt and type (the store drops the media). Loaded on first use by `Overlays`.
 */
export default function Lightbox() {
  const media = useLightboxStore((s) => s.media);
  const close = useLightboxStore((s) => s.close);
  if (!media) return null;
  // A new media item is a new dialog: fresh loading state, focus and scroll handling.
  return <LightboxDialog key={`${media.type}:${media.src}`} media={media} onClose={close} />;
}

function LightboxDialog({ media, onClose }: { readonly media: LightboxMedia; readonly onClose: () => void }) {
  const [status, setStatus] = useState<Status>('loading');
  const [panned, setPanned] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const pan = usePanMode(media.type === 'image');

  // A video counts as loaded once it can show its first frame (listened to on the element itself,
  // and checked at once in case it already can).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const ready = () => setStatus((s) => (s === 'loading' ? 'loaded' : s));
    if (el.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) ready();
    el.addEventListener('loadeddata', ready);
    el.addEventListener('canplay', ready);
    return () => {
      el.removeEventListener('loadeddata', ready);
      el.removeEventListener('canplay', ready);
    };
  }, []);

  const videoSources = media.sources?.length ? media.sources : [{ srcSet: media.src, type: undefined }];
  const loaded = () => setStatus('loaded');
  const failed = () => setStatus('failed');
  const picture = (
    <picture>
      {media.sources?.map((s) => (
        <source key={s.srcSet} srcSet={s.srcSet} type={s.type} />
      ))}
      <img src={media.src} alt={media.alt} width={IMAGE.width} height={IMAGE.height} onLoad={loaded} onError={failed} />
    </picture>
  );
  return (
    <StyledLightbox
      open
      variant="media"
      onClose={onClose}
      title={media.alt}
      description={media.caption}
      closeLabel={overlayContent.lightboxClose}
      $loading={status === 'loading'}
      $pan={pan}
    >
      {status === 'loading' && (
        <StyledLightboxSpinner>
          <Spinner label={overlayContent.lightboxLoading} $size="lg" />
        </StyledLightboxSpinner>
      )}
      {status === 'failed' && <StyledLightboxError role="alert">{overlayContent.lightboxError}</StyledLightboxError>}
      {media.type === 'video' ? (
        <video
          ref={video}
          aria-label={media.alt}
          width={VIDEO.width}
          height={VIDEO.height}
          poster={media.poster}
          autoPlay
          muted
          loop
          playsInline
          controls
        >
          {videoSources.map((s, i) => (
            // The last source failing means none could play.
            <source key={s.srcSet} src={s.srcSet} type={s.type} onError={i === videoSources.length - 1 ? failed : undefined} />
          ))}
        </video>
      ) : pan ? (
        // A scrolling region: focusable, so the keyboard pans it too.
        <>
          <StyledLightboxStage role="group" aria-label={overlayContent.lightboxPanLabel} tabIndex={0} onScroll={() => setPanned(true)}>
            {picture}
          </StyledLightboxStage>
          {/* Shown until the first pan: the picture goes on beyond the screen's edge. */}
          {status === 'loaded' && !panned && (
            <StyledPanHint aria-hidden="true">
              {overlayContent.lightboxPanHint}
              <Icon name="ArrowRight" size={16} />
            </StyledPanHint>
          )}
        </>
      ) : (
        picture
      )}
    </StyledLightbox>
  );
}
