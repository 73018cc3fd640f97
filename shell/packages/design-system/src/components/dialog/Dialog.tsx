import { type ReactNode, useId, useRef } from 'react';
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
} from './styled/StyledDialog.ts';

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** aria-label of the × button. Default 'Close'. */
  readonly closeLabel?: string;
  readonly className?: string;
}

/**
 * Modal dialog. Rendered through a portal into document.body only when open and on the client
 * (never during SSR). Focus moves to the panel (or an element with `data-autofocus`), Tab is
 * trapped, Escape / backdrop / × close, page scroll is locked, focus returns on close.
 * Full-screen sheet on phones, centred panel from 640 px.
 */
export function Dialog({ open, onClose, title, description, children, closeLabel = 'Close', className }: DialogProps) {
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

  return createPortal(
    <StyledDialogRoot>
      <StyledBackdrop aria-hidden="true" onClick={onClose} />
      <StyledDialogPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? descriptionId : undefined}
        tabIndex={-1}
        className={className}
      >
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
