import { Badge, Checklist, IconBadge, TextLink, useReveal, VisuallyHidden } from '@meranti/design-system';
import type { FeatureCard } from '../content.schema';
import { type ContentLink, linkHref } from '../links';
import {
  StyledFeatureCard,
  StyledFeatureFooter,
  StyledFeatureGrid,
  StyledFeatureHead,
  StyledFeatureText,
  StyledFeatureTitle,
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
}: FeatureGridProps) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledFeatureGrid ref={ref} data-columns={columns} data-stagger={stagger === 0.1 ? 'fast' : undefined} aria-label={ariaLabel}>
      {items.map((item) => (
        <StyledFeatureCard key={item.title} as="li" $interactive={Boolean(item.link)}>
          <StyledFeatureHead>
            <IconBadge name={item.icon} $tone={iconTone} $size={iconSize} />
            {item.badge && <Badge $tone="neutral">{item.badge}</Badge>}
          </StyledFeatureHead>
          <StyledFeatureTitle as={`h${headingLevel}`}>{item.title}</StyledFeatureTitle>
          <StyledFeatureText>{item.description}</StyledFeatureText>
          {item.points && <Checklist items={item.points} $gap={2} />}
          {item.link && (
            <StyledFeatureFooter>
              <TextLink href={linkHref(item.link)} arrow>
                {item.link.label}
                {item.link.context && <VisuallyHidden> {item.link.context}</VisuallyHidden>}
              </TextLink>
            </StyledFeatureFooter>
          )}
        </StyledFeatureCard>
      ))}
    </StyledFeatureGrid>
  );
}
