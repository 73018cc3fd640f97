import { focusAfterPaint, Icon, Spinner } from '@meranti/design-system';
import type { LightboxMedia } from '@meranti/platform';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLightboxStore } from '../../stores/lightbox-store';
import { overlayContent } from '../overlay.content';
import {
  StyledLightbox,
  StyledLightboxCaption,
  StyledLightboxClose,
  StyledLightboxError,
  StyledLightboxFigure,
  StyledLightboxSpinner,
} from './styled/StyledLightbox';

/** Media sizes of the lightbox (spec 000 §2). */
const IMAGE = { width: 1920, height: 968 } as const;
const VIDEO = { width: 1200, height: 800 } as const;

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

type Status = 'loading' | 'loaded' | 'failed';

/**
 * Full-screen overlay for an image or a video (spec 000 §2): a modal dialog with a close button;
 * the backdrop and Escape close it too; page scroll is locked and focus stays inside while it is
 * open; a spinner shows until the media has loaded; the caption is shown; video autoplays muted
 * and looping (with controls to pause it). Focus returns to the opener on close, and closing
 * clears source, alt and type (the store drops the media). Loaded on first use by `Overlays`.
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
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const captionId = useId();

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

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const cancelFocus = focusAfterPaint(() => closeButton.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelFocus();
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  /** Tab and Shift+Tab cycle through the dialog's own controls. */
  const trapFocus = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const videoSources = media.sources?.length ? media.sources : [{ srcSet: media.src, type: undefined }];
  const loaded = () => setStatus('loaded');
  const failed = () => setStatus('failed');
  return (
    <StyledLightbox
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={media.alt}
      aria-describedby={media.caption ? captionId : undefined}
      data-status={status}
      onKeyDown={trapFocus}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <StyledLightboxClose ref={closeButton} type="button" aria-label={overlayContent.lightboxClose} onClick={onClose}>
        <Icon name="X" size={24} />
      </StyledLightboxClose>
      <StyledLightboxFigure>
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
        ) : (
          <picture>
            {media.sources?.map((s) => (
              <source key={s.srcSet} srcSet={s.srcSet} type={s.type} />
            ))}
            <img src={media.src} alt={media.alt} width={IMAGE.width} height={IMAGE.height} onLoad={loaded} onError={failed} />
          </picture>
        )}
        {media.caption && <StyledLightboxCaption id={captionId}>{media.caption}</StyledLightboxCaption>}
      </StyledLightboxFigure>
    </StyledLightbox>
  );
}
