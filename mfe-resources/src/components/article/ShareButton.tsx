import { Button, Icon } from '@meranti/design-system';
import { useShell } from '@meranti/platform';

export interface ShareButtonProps {
  readonly label: string;
  /** Alert after the link was copied ("Link copied to clipboard!"). */
  readonly copiedMessage: string;
  /** Prompt that shows the link to copy by hand when the clipboard refuses it. */
  readonly copyPrompt: string;
  readonly title: string;
  readonly text: string;
  /** Site path of the page shared. */
  readonly path: string;
}

/**
 * Share [docs/product-rules.md#sharing]: the device's share sheet (title, excerpt, URL); without one, the
 * link is copied to the clipboard and an alert says so ("Link copied to clipboard!", word for
 * word: a modal alert is announced by every screen reader and needs no toast beside it). Where
 * the clipboard is refused (no permission, an insecure page), a prompt shows the link selected,
 * ready to copy by hand.
 */
export function ShareButton({ label, copiedMessage, copyPrompt, title, text, path }: ShareButtonProps) {
  const { siteUrl, track } = useShell();
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
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(copyPrompt, url);
      return;
    }
    window.alert(copiedMessage);
  };
  return (
    <Button $variant="outline" $size="sm" onClick={() => void share()}>
      <Icon name="Share2" size={16} />
      {label}
    </Button>
  );
}
