import { ButtonLink, Icon, Text, TextLink } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useEffect, useRef } from 'react';
import { downloadDialogContent as content } from './download-dialog.content';
import { StyledThanks, StyledThanksIcon } from './styled/StyledDownloadDialog';

/** The submitted state of the download form [docs/product-rules.md#leads]. */
export function DownloadThanks({ resourcePath, onNavigate }: { readonly resourcePath: string; readonly onNavigate: () => void }) {
  const { thanks } = content;
  const root = useRef<HTMLDivElement>(null);
  // The form (and its focused button) is gone: move focus to the next step.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <StyledThanks ref={root}>
      <StyledThanksIcon>
        <Icon name="CheckCircle" size={32} />
      </StyledThanksIcon>
      <Text $size="lg" $align="center">
        {thanks.message}
      </Text>
      <ButtonLink href={resourcePath} $size="lg" $block onClick={onNavigate} data-autofocus>
        <Icon name="Download" size={18} />
        {thanks.download}
      </ButtonLink>
      <Text $size="sm" $tone="muted" $align="center">
        {thanks.supportPrefix}{' '}
        <TextLink href={href(thanks.supportRoute)} onClick={onNavigate}>
          {thanks.support}
        </TextLink>
      </Text>
    </StyledThanks>
  );
}
