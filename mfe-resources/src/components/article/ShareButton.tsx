import { Button, Icon } from '@meranti/design-system';
import { useShell } from '@meranti/platform';

export interface ShareButtonProps {
  readonly label: string;
  /** Toast after the link was copied ("Link copied to clipboard!"). */
  readonly copiedMessage: string;
  readonly title: string;
  readonly text: string;
  /** Site path of the page shared. */
  readonly path: string;
}

/**
 * Share [001 §7; DECISIONS.md]: the device's share sheet (title, excerpt, URL); without one, the
 * link is copied to the clipboard and a toast says so.
 */
export function ShareButton({ label, copiedMessage, title, text, path }: ShareButtonProps) {
  const { siteUrl, toast, track } = useShell();
  const share = async () => {
    const url = `${siteUrl}${path}`;
    track({ action: 'share', category: 'article', label: path });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    await navigator.clipboard.writeText(url);
    toast({ title: copiedMessage });
  };
  return (
    <Button $variant="outline" $size="sm" onClick={() => void share()}>
      <Icon name="Share2" size={16} />
      {label}
    </Button>
  );
}
