import { type RefObject, useEffect, useRef } from 'react';
import { focusAfterPaint, focusableIn, trapTabKey } from './focus-trap.ts';

export interface ModalLayerOptions {
  /** Closes the layer (Escape). The latest function is called, so it need not be stable. */
  readonly onClose: () => void;
  /** What takes focus once the layer is painted; nothing when it returns null. Default: the layer. */
  readonly initialFocus?: (layer: HTMLElement) => HTMLElement | null | undefined;
}

/**
 * The behaviour of a modal layer (the design system's Dialog, the shell's lightbox): while
 * `open`, focus moves in once the layer is painted, Tab and Shift+Tab stay inside it, Escape
 * closes it, the page behind does not scroll — with the scrollbar's width given back as padding,
 * so nothing under the layer shifts — and on close focus returns to where it was.
 */
export function useModalLayer(open: boolean, layerRef: RefObject<HTMLElement | null>, options: ModalLayerOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const layer = layerRef.current;
    if (!open || !layer) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancelFocus = focusAfterPaint(() => (latest.current.initialFocus ?? ((l) => l))(layer));

    const { body, documentElement } = document;
    const prevOverflow = body.style.overflow;
    const prevPadding = body.style.paddingRight;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        latest.current.onClose();
        return;
      }
      trapTabKey(e, focusableIn(layer), layer);
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = prevOverflow;
      body.style.paddingRight = prevPadding;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, layerRef]);
}
