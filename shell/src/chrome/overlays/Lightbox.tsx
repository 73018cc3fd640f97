import { Icon, Spinner } from '@meranti/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLightboxStore } from '../../stores/lightbox-store';
import { overlayContent } from '../overlay.content';
import {
  StyledLightbox,
  StyledLightboxCaption,
  StyledLightboxClose,
  StyledLightboxFigure,
  StyledLightboxSpinner,
} from './styled/StyledLightbox';

/** Media sizes of the lightbox (spec 000 §2). */
const IMAGE = { width: 1920, height: 968 } as const;
const VIDEO = { width: 1200, height: 800 } as const;

/**
 * Full-screen overlay for an image or a video (spec 000 §2): close button, backdrop click and
 * Escape close it, page scroll is locked while open, a spinner shows until the media has loaded,
 * video autoplays muted and looping. Closing clears source, alt and type.
 */
export function Lightbox() {
  const media = useLightboxStore((s) => s.media);
  const close = useLightboxStore((s) => s.close);
  const [loaded, setLoaded] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!media) return;
    setLoaded(false);
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [media, close]);

  if (!media) return null;
  return (
    <StyledLightbox role="dialog" aria-modal="true" aria-label={media.alt} onClick={(e) => e.target === e.currentTarget && close()}>
      <StyledLightboxClose ref={closeButton} type="button" aria-label={overlayContent.lightboxClose} onClick={close}>
        <Icon name="X" size={24} />
      </StyledLightboxClose>
      <StyledLightboxFigure>
        {!loaded && (
          <StyledLightboxSpinner>
            <Spinner label={overlayContent.lightboxLoading} />
          </StyledLightboxSpinner>
        )}
        {media.type === 'video' ? (
          <video
            src={media.src}
            aria-label={media.alt}
            width={VIDEO.width}
            height={VIDEO.height}
            autoPlay
            muted
            loop
            playsInline
            onLoadedData={() => setLoaded(true)}
          />
        ) : (
          <img src={media.src} alt={media.alt} width={IMAGE.width} height={IMAGE.height} onLoad={() => setLoaded(true)} />
        )}
        {media.caption && <StyledLightboxCaption>{media.caption}</StyledLightboxCaption>}
      </StyledLightboxFigure>
    </StyledLightbox>
  );
}
