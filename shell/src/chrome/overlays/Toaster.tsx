import { Icon } from '@meranti/design-system';
import { useEffect } from 'react';
import { useToastStore } from '../../stores/toast-store';
import { overlayContent } from '../overlay.content';
import { StyledToast, StyledToastClose, StyledToastDescription, StyledToastTitle } from './styled/StyledToast';

/**
 * The one toast system (DECISIONS.md): one toast at a time, dismissible. Rendered inside the
 * always-present live region of `Overlays`, so screen readers announce it when it appears.
 */
export default function Toaster() {
  const toast = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    if (!toast) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toast, dismiss]);
  if (!toast) return null;
  return (
    <StyledToast key={toast.id} role={toast.variant === 'destructive' ? 'alert' : 'status'} $variant={toast.variant ?? 'default'}>
      <div>
        <StyledToastTitle>{toast.title}</StyledToastTitle>
        {toast.description && <StyledToastDescription>{toast.description}</StyledToastDescription>}
      </div>
      <StyledToastClose type="button" aria-label={overlayContent.toastDismiss} onClick={dismiss}>
        <Icon name="X" size={18} />
      </StyledToastClose>
    </StyledToast>
  );
}
