import { Badge, Heading, Icon, type IconName } from '@meranti/design-system';
import type { ReactNode } from 'react';
import {
  StyledCardBody,
  StyledCardFooter,
  StyledCardTitleLink,
  StyledExcerpt,
  StyledListingCard,
  StyledMeta,
  StyledTags,
  StyledTop,
} from './styled/StyledListing';

export interface ListingCardMeta {
  readonly icon: IconName;
  readonly text: string;
}

export interface ListingCardProps {
  readonly title: string;
  /** Element id of the card (an in-page anchor such as `#fashion-brand-scaling`). */
  readonly id?: string;
  /** Where the title leads; the whole card is clickable through it. */
  readonly href?: string;
  /** Heading level of the title (h3 inside a section with an h2). */
  readonly headingLevel?: 'h2' | 'h3';
  /** The category or industry pill. */
  readonly badge?: string;
  /** A second pill (e.g. "Featured", a level). */
  readonly secondaryBadge?: string;
  /** Small facts under the title: read time, pages, date, company size… */
  readonly meta?: readonly ListingCardMeta[];
  /** Clamped to 3 lines [001 §9]. */
  readonly excerpt?: string;
  readonly tags?: readonly string[];
  /** At most this many tags, then a "+N" counter [001 §9]. */
  readonly maxTags?: number;
  /** Actions at the bottom (a View button, a Download button); they sit above the card link. */
  readonly footer?: ReactNode;
  /** Extra content between the excerpt and the footer (key results, figures). */
  readonly children?: ReactNode;
  /** Brand-tinted surface for featured items. */
  readonly featured?: boolean;
}

/**
 * The card of every resources listing (guides, articles, case studies). A real `<a href>` title
 * whose hit area covers the card; footer actions stay separately clickable and focusable.
 */
export function ListingCard({
  title,
  id,
  href,
  headingLevel = 'h3',
  badge,
  secondaryBadge,
  meta,
  excerpt,
  tags,
  maxTags,
  footer,
  children,
  featured = false,
}: ListingCardProps) {
  const shownTags = tags && maxTags !== undefined ? tags.slice(0, maxTags) : tags;
  const hiddenTags = tags && shownTags ? tags.length - shownTags.length : 0;
  return (
    <StyledListingCard as="article" id={id} $interactive={href !== undefined} $bordered $tone={featured ? 'muted' : 'default'}>
      <StyledCardBody>
        {(badge || secondaryBadge) && (
          <StyledTop>
            {badge && <Badge>{badge}</Badge>}
            {secondaryBadge && <Badge $tone="accent">{secondaryBadge}</Badge>}
          </StyledTop>
        )}
        <Heading as={headingLevel} $size="sm">
          {href ? <StyledCardTitleLink href={href}>{title}</StyledCardTitleLink> : title}
        </Heading>
        {meta && meta.length > 0 && (
          <StyledMeta>
            {meta.map((m) => (
              <li key={m.text}>
                <Icon name={m.icon} size={14} />
                {m.text}
              </li>
            ))}
          </StyledMeta>
        )}
        {excerpt && <StyledExcerpt>{excerpt}</StyledExcerpt>}
        {children}
        {shownTags && shownTags.length > 0 && (
          <StyledTags>
            {shownTags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {hiddenTags > 0 && <li>{`+${hiddenTags}`}</li>}
          </StyledTags>
        )}
      </StyledCardBody>
      {footer && <StyledCardFooter>{footer}</StyledCardFooter>}
    </StyledListingCard>
  );
}
