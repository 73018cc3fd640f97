/**
 * Inline playback of one MCPMS clip, loaded as a chunk of its own after hydration (nothing of it is
 * in the page's first-load JavaScript).
 *
 * The prerendered `<video muted loop playsinline autoplay preload="none">` has no source at all,
 * so the browser cannot fetch a video byte with the page, and its poster waits in `data-poster`
 * (a poster is fetched at once, whatever `preload` says: two of them cost the page's Lighthouse
 * LCP a quarter of a second). Here the poster is set and the sources are added once the clip
 * comes within NEAR of the viewport, and it plays there; off screen, and while an overlay covers
 * the page (the shell locks page scroll for the lightbox and its dialogs), it pauses. With
 * `prefers-reduced-motion: reduce` it does not start by itself (poster and the Play control); the
 * visitor's Play and Pause always win, for this clip, until the page is left.
 */

export interface ClipSource {
  readonly src: string;
  readonly type: string;
}

export interface ClipPlayback {
  /** Play or pause, as the visitor asked. */
  toggle(): void;
  /** Stops watching and pausing (the component unmounts). */
  stop(): void;
}

/** How close to the viewport a clip starts loading and playing. */
const NEAR = '300px 0px';

export function playInline(video: HTMLVideoElement, sources: readonly ClipSource[], onPlaying: (playing: boolean) => void): ClipPlayback {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
  /** The visitor's own Play (true) or Pause (false); null until they press either. */
  let chosen: boolean | null = null;
  let near = false;

  const wanted = () => chosen ?? !reduce.matches;
  /** An overlay (the lightbox, a dialog) has locked the page's scroll: the clip is hidden behind it. */
  const covered = () => document.body.style.overflow === 'hidden';

  const attach = () => {
    if (video.querySelector('source')) return;
    for (const s of sources) {
      const source = document.createElement('source');
      source.src = s.src;
      source.type = s.type;
      video.append(source);
    }
    video.preload = 'auto';
    video.load();
  };

  const update = () => {
    if (near && !video.poster && video.dataset.poster) video.poster = video.dataset.poster;
    // `autoplay` follows the motion preference, so loading never starts a clip that should stay still.
    video.autoplay = wanted();
    if (wanted() && near && !covered()) {
      attach();
      // A refusal (a power-saving mode, a pause in between) leaves the clip paused with its Play control.
      video.play().catch(() => undefined);
    } else if (!video.paused) {
      video.pause();
    }
  };

  const playing = () => onPlaying(true);
  const paused = () => onPlaying(false);
  video.addEventListener('play', playing);
  video.addEventListener('pause', paused);
  reduce.addEventListener('change', update);
  const observer = new IntersectionObserver(
    (entries) => {
      near = entries.some((e) => e.isIntersecting);
      update();
    },
    { rootMargin: NEAR },
  );
  observer.observe(video);
  const scrollLock = new MutationObserver(update);
  scrollLock.observe(document.body, { attributes: true, attributeFilter: ['style'] });
  update();

  return {
    toggle() {
      chosen = video.paused;
      // The control is on screen: the clip is near whatever the observer last said.
      near = true;
      update();
    },
    stop() {
      observer.disconnect();
      scrollLock.disconnect();
      reduce.removeEventListener('change', update);
      video.removeEventListener('play', playing);
      video.removeEventListener('pause', paused);
      video.pause();
    },
  };
}
