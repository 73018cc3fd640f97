import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icon/Icon.tsx';
import { useIsClient } from '../shared/useIsClient.ts';
import { useModalLayer } from '../shared/useModalLayer.ts';
import { keepCompounds } from '../typography/keepCompounds.tsx';
import {
  StyledBackdrop,
  StyledCloseButton,
  StyledDialogBody,
  StyledDialogDescription,
  StyledDialogHeader,
  StyledDialogPanel,
  StyledDialogRoot,
  StyledDialogTitle,
  StyledMediaCaption,
  StyledMediaClose,
  StyledMediaFigure,
  StyledMediaPanel,
  StyledMediaTitle,
} from './styled/StyledDialog.ts';

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The heading; for `variant="media"` the dialog's name, read by screen readers and not shown. */
  readonly title: ReactNode;
  /** The text under the title; for `variant="media"` the caption under the media. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** aria-label of the × button. Default 'Close'. */
  readonly closeLabel?: string;
  /**
   * `panel` (default): a titled panel of content. `media`: an image or a video shown large on a dark,
   * blurred backdrop — no panel, the × at the screen's top right (focused first), the caption under
   * the media, and a click anywhere outside the media closes it.
   */
  readonly variant?: 'panel' | 'media';
  /** Class of the panel (the element with role="dialog"): for `styled(Dialog)`. */
  readonly className?: string;
}

/**
 * Modal dialog. Rendered through a portal into document.body only when open and on the client
 * (never during SSR). Focus moves to the panel (or an element with `data-autofocus`; in the media
 * variant the × button), Tab is trapped, Escape / backdrop / × close, page scroll is locked without
 * the page shifting, focus returns on close. Full-screen sheet on phones, centred panel from 640 px;
 * the media variant fills the screen at every width.
 */
export function Dialog({ open, onClose, title, description, children, closeLabel = 'Close', variant = 'panel', className }: DialogProps) {
  const isClient = useIsClient();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const visible = open && isClient;

  useModalLayer(visible, panelRef, {
    onClose,
    initialFocus: (panel) =>
      panel.contains(document.activeElement) ? null : (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel),
  });

  if (!visible) return null;

  const hasDescription = description !== undefined && description !== null && description !== '';
  const dialogProps = {
    ref: panelRef,
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': hasDescription ? descriptionId : undefined,
    tabIndex: -1,
    className,
  } as const;

  if (variant === 'media')
    return createPortal(
      <StyledDialogRoot $variant="media">
        <StyledBackdrop $variant="media" aria-hidden="true" />
        {/* The panel fills the screen over the backdrop: a click on it, outside the media, closes. */}
        <StyledMediaPanel {...dialogProps} onClick={(e: MouseEvent) => e.target === e.currentTarget && onClose()}>
          <StyledMediaTitle id={titleId}>{title}</StyledMediaTitle>
          <StyledMediaClose aria-label={closeLabel} onClick={onClose} data-autofocus>
            <Icon name="X" size={24} />
          </StyledMediaClose>
          <StyledMediaFigure>
            {children}
            {hasDescription && <StyledMediaCaption id={descriptionId}>{description}</StyledMediaCaption>}
          </StyledMediaFigure>
        </StyledMediaPanel>
      </StyledDialogRoot>,
      document.body,
    );

  return createPortal(
    <StyledDialogRoot $variant="panel">
      <StyledBackdrop $variant="panel" aria-hidden="true" onClick={onClose} />
      <StyledDialogPanel {...dialogProps}>
        <StyledDialogHeader>
          <div>
            <StyledDialogTitle id={titleId}>{keepCompounds(title)}</StyledDialogTitle>
            {hasDescription && <StyledDialogDescription id={descriptionId}>{description}</StyledDialogDescription>}
          </div>
          <StyledCloseButton aria-label={closeLabel} onClick={onClose}>
            <Icon name="X" size={20} />
          </StyledCloseButton>
        </StyledDialogHeader>
        <StyledDialogBody>{children}</StyledDialogBody>
      </StyledDialogPanel>
    </StyledDialogRoot>,
    document.body,
  );
}
