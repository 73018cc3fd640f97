import { Heading, Icon, type IconName, Text } from '@meranti/design-system';
import type { ReactNode } from 'react';
import { StyledEmptyIcon, StyledEmptyState } from './styled/StyledListing';

export interface EmptyStateProps {
  /** The exact message of docs/product-rules.md#listings-and-filters ("Strategic Guides Coming Soon", "No case studies found"…). */
  readonly title: string;
  readonly text?: string;
  readonly icon?: IconName;
  readonly headingLevel?: 'h2' | 'h3';
  /** The way out: a reset button or a link. */
  readonly children?: ReactNode;
}

/** What a filter that matches nothing shows, announced to screen readers (`role="status"`). */
export function EmptyState({ title, text, icon = 'Search', headingLevel = 'h3', children }: EmptyStateProps) {
  return (
    <StyledEmptyState role="status">
      <StyledEmptyIcon>
        <Icon name={icon} size={28} />
      </StyledEmptyIcon>
      <Heading as={headingLevel} $size="md" $align="center">
        {title}
      </Heading>
      {text && (
        <Text $tone="muted" $align="center">
          {text}
        </Text>
      )}
      {children}
    </StyledEmptyState>
  );
}
