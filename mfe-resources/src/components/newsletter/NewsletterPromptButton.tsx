import { Button, Icon } from '@meranti/design-system';
import { useShell } from '@meranti/platform';
import { useRef } from 'react';
import { buildNewsletterLead, postLead } from '../download-dialog/post-lead';
import { classifyAnswer } from './newsletter';

export interface NewsletterPromptCopy {
  readonly cta: string;
  /** The browser prompt's question. */
  readonly prompt: string;
  /** "Thank you for subscribing! We'll be in touch soon." */
  readonly thanks: string;
  readonly failedTitle: string;
  readonly failedText: string;
}

/** Subscribe: asks for an e-mail in a browser prompt, thanks the visitor, and sends a valid address as a lead. */
export function NewsletterPromptButton({ copy }: { readonly copy: NewsletterPromptCopy }) {
  const { toast, track } = useShell();
  const sending = useRef(false);
  const subscribe = async () => {
    if (sending.current) return;
    const answer = classifyAnswer(window.prompt(copy.prompt));
    if (answer.kind === 'none') return;
    if (answer.kind === 'lead') {
      sending.current = true;
      try {
        await postLead(buildNewsletterLead(answer.email, window.location.href));
      } catch {
        toast({ title: copy.failedTitle, description: copy.failedText, variant: 'destructive' });
        return;
      } finally {
        sending.current = false;
      }
    }
    track({ action: 'subscribe', category: 'newsletter', label: answer.kind });
    toast({ title: copy.thanks });
  };
  return (
    <Button $variant="accent" $size="lg" onClick={() => void subscribe()}>
      <Icon name="Mail" size={18} />
      {copy.cta}
    </Button>
  );
}
