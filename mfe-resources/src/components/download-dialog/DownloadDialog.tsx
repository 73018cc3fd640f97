import { Dialog } from '@meranti/design-system/dialog';
import { useShell } from '@meranti/platform';
import { useEffect, useState } from 'react';
import { DownloadForm } from './DownloadForm';
import { DownloadThanks } from './DownloadThanks';
import { downloadDialogContent as content } from './download-dialog.content';
import type { DownloadReferrer } from './post-lead';

/** The item a visitor asked to download. */
export interface DownloadResource {
  /** Shown in the dialog and sent as `resourceTitle`. */
  readonly title: string;
  /** Site path of the resource itself: "Download Now" links there (docs/product-rules.md#leads). */
  readonly path: string;
}

export interface DownloadDialogProps {
  /** The chosen item; the dialog is open while it is set. */
  readonly resource: DownloadResource | null;
  readonly referrer: DownloadReferrer;
  readonly onClose: () => void;
}

/**
 * The download dialog [docs/product-rules.md#leads]: the lead form, then (after the API accepted the lead) the
 * Thank You state inside the dialog until the visitor closes it (docs/product-rules.md#leads).
 */
export function DownloadDialog({ resource, referrer, onClose }: DownloadDialogProps) {
  const { siteUrl, track } = useShell();
  const [submitted, setSubmitted] = useState(false);
  const open = resource !== null;

  // Every opening starts with an empty form.
  useEffect(() => {
    if (open) setSubmitted(false);
  }, [open]);

  useEffect(() => {
    if (resource) track({ action: content.analytics.openAction, category: content.analytics.category, label: resource.title });
  }, [resource, track]);

  if (!resource) return <Dialog open={false} onClose={onClose} title={content.title} />;

  return (
    <Dialog
      open
      onClose={onClose}
      title={submitted ? content.thanks.title : content.title}
      description={submitted ? undefined : content.description}
      closeLabel={content.closeLabel}
    >
      {submitted ? (
        <DownloadThanks resourcePath={resource.path} onNavigate={onClose} />
      ) : (
        <DownloadForm
          resourceTitle={resource.title}
          resourceUrl={`${siteUrl}${resource.path}`}
          referrer={referrer}
          onSubmitted={() => {
            track({ action: content.analytics.submitAction, category: content.analytics.category, label: resource.title });
            setSubmitted(true);
          }}
        />
      )}
    </Dialog>
  );
}
