import { Badge, Checklist, IconBadge, TextLink, useReveal, VisuallyHidden } from '@meranti/design-system';
import type { ReactNode } from 'react';
import type { FeatureCard } from '../content.schema';
import { type ContentLink, linkHref } from '../links';
import { KeepCompounds } from '../shared/KeepCompounds';
import {
  StyledFeatureBody,
  StyledFeatureCard,
  StyledFeatureFooter,
  StyledFeatureGrid,
  StyledFeatureHead,
  StyledFeatureText,
  StyledFeatureTitle,
  StyledFeatureVisual,
} from './styled/StyledFeatureGrid';

/** A card; its link may also lead to a redirect path of the route table. */
export type FeatureGridItem = Omit<FeatureCard, 'link'> & {
  readonly link?: ContentLink & { readonly label: string; readonly context?: string | undefined };
};

export interface FeatureGridProps {
  readonly items: readonly FeatureGridItem[];
  /** Columns from lg (2 from md either way). Default 3. */
  readonly columns?: 2 | 3 | 4;
  /** Seconds between the cards' entrances: 0.15 (services, solutions — the default) or 0.1 (lists). */
  readonly stagger?: 0.15 | 0.1;
  /** Level of the card titles. Default 3 (under the section's h2). */
  readonly headingLevel?: 3 | 4;
  /** Icon badge look: `brand` tint (default) or `solid`. */
  readonly iconTone?: 'brand' | 'solid' | 'accent';
  /** Icon badge size. Default md. */
  readonly iconSize?: 'md' | 'lg';
  readonly 'aria-label'?: string;
  /**
   * The first card leads the grid (art direction, "Cards: three tiers"): larger title, a brand
   * rule on top, and `visual` (a `<Visual>`) above its text — beside it when the card spans a
   * row. It spans two rows of a 3-column grid when four cards follow it (5 = featured + 2 × 2),
   * a whole row otherwise (7 = featured + 3 × 2). Default: no featured card.
   */
  readonly featured?: boolean | { readonly visual?: ReactNode };
  /**
   * `standard` (default): pictogram, title, text, points, link. `compact`: a row — pictogram,
   * title, one line, chevron — for long lists and "related" links.
   */
  readonly variant?: 'standard' | 'compact';
}

/** How the featured card sits in a grid of `count` cards and `columns` columns from lg. */
export function featuredSpan(count: number, columns: number): 'tall' | 'row' {
  return columns === 3 && count === 5 ? 'tall' : 'row';
}

/**
 * Cards of features, modules, services or values: icon, title, text, optional check points and
 * an optional link (the card then lifts on hover). Cards enter one after another (useReveal).
 */
export function FeatureGrid({
  items,
  columns = 3,
  stagger = 0.15,
  headingLevel = 3,
  iconTone = 'brand',
  iconSize = 'md',
  'aria-label': ariaLabel,
  featured = false,
  variant = 'standard',
}: FeatureGridProps) {
  const ref = useReveal<HTMLUListElement>();
  const visual = typeof featured === 'object' ? featured.visual : undefined;
  return (
    <StyledFeatureGrid
      ref={ref}
      data-columns={columns}
      data-stagger={stagger === 0.1 ? 'fast' : undefined}
      data-variant={variant}
      data-featured={featured ? featuredSpan(items.length, columns) : undefined}
      aria-label={ariaLabel}
    >
      {items.map((item, i) => {
        const lead = Boolean(featured) && i === 0;
        return (
          <StyledFeatureCard key={item.title} as="li" $interactive={Boolean(item.link)} data-tier={lead ? 'featured' : variant}>
            {lead && visual && <StyledFeatureVisual>{visual}</StyledFeatureVisual>}
            <StyledFeatureBody>
              <StyledFeatureHead>
                <IconBadge name={item.icon} $tone={iconTone} $size={variant === 'compact' ? 'sm' : iconSize} />
                {item.badge && <Badge $tone="neutral">{item.badge}</Badge>}
              </StyledFeatureHead>
              <StyledFeatureTitle as={`h${headingLevel}`}>
                <KeepCompounds text={item.title} />
              </StyledFeatureTitle>
              <StyledFeatureText>{item.description}</StyledFeatureText>
              {item.points && variant !== 'compact' && <Checklist items={item.points} $gap={2} />}
              {item.link && (
                <StyledFeatureFooter>
                  <TextLink href={linkHref(item.link)} arrow>
                    {item.link.label}
                    {item.link.context && <VisuallyHidden> {item.link.context}</VisuallyHidden>}
                  </TextLink>
                </StyledFeatureFooter>
              )}
            </StyledFeatureBody>
          </StyledFeatureCard>
        );
      })}
    </StyledFeatureGrid>
  );
}
