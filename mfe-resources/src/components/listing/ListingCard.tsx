import { Badge, Heading, Icon, type IconName, Visual } from '@meranti/design-system';
import type { ReactNode } from 'react';
import { COVER_SIZE } from '../../visuals/covers';
import {
  StyledCardBody,
  StyledCardContent,
  StyledCardFooter,
  StyledCardFrame,
  StyledCardTitleLink,
  StyledCover,
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
  /** Clamped to 3 lines [docs/product-rules.md#listings-and-filters]. */
  readonly excerpt?: string;
  readonly tags?: readonly string[];
  /** At most this many tags, then a "+N" counter [docs/product-rules.md#listings-and-filters]. */
  readonly maxTags?: number;
  /** Actions at the bottom (a View button, a Download button); they sit above the card link. */
  readonly footer?: ReactNode;
  /** Extra content between the excerpt and the footer (key results, figures). */
  readonly children?: ReactNode;
  /** Brand-tinted surface for featured items. */
  readonly featured?: boolean;
  /**
   * The category's or industry's cover (docs/design/art-direction.md "Cover cards"): on top of
   * the card, or beside its text where the card is wide (a grid's lead, a featured row).
   * Decorative: the badge and the title say what it is about.
   */
  readonly cover?: string;
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
  cover,
}: ListingCardProps) {
  const shownTags = tags && maxTags !== undefined ? tags.slice(0, maxTags) : tags;
  const hiddenTags = tags && shownTags ? tags.length - shownTags.length : 0;
  return (
    <StyledCardFrame>
      <StyledListingCard
        as="article"
        id={id}
        $interactive={href !== undefined}
        $bordered
        $tone={featured && !cover ? 'muted' : 'default'}
        $padding={cover ? 'none' : 'md'}
        data-cover={cover ? '' : undefined}
      >
        {cover && (
          <StyledCover>
            <Visual src={cover} width={COVER_SIZE.width} height={COVER_SIZE.height} alt="" decorative />
          </StyledCover>
        )}
        <StyledCardContent $padded={cover !== undefined}>
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
        </StyledCardContent>
      </StyledListingCard>
    </StyledCardFrame>
  );
}
