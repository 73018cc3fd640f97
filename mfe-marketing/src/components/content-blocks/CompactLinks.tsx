import { Icon, IconBadge, keepCompounds, useReveal, VisuallyHidden } from '@meranti/design-system';
import type { FeatureGridItem } from '../feature-grid/FeatureGrid';
import { linkHref } from '../links';
import { StyledCompactLink, StyledCompactLinks, StyledCompactText } from './styled/StyledCompactLinks';

/**
 * Compact rows (art direction, "Cards: three tiers"): pictogram, title, one or two lines, chevron;
 * the whole row is the link. The link's words ("Read the Use Case") follow the title for screen
 * readers; the row shows the title. Two columns from md (their count is even) or one.
 */
export function CompactLinks({ items }: { readonly items: readonly FeatureGridItem[] }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledCompactLinks ref={ref} data-columns={items.length % 2 === 0 ? 2 : 1}>
      {items.map((item) => (
        <StyledCompactLink key={item.title}>
          <IconBadge name={item.icon} $tone="brand" $size="md" />
          <StyledCompactText>
            <h3>
              {item.link ? (
                <a href={linkHref(item.link)}>
                  {keepCompounds(item.title)}
                  <VisuallyHidden>
                    {' '}
                    — {item.link.label}
                    {item.link.context ? ` ${item.link.context}` : ''}
                  </VisuallyHidden>
                </a>
              ) : (
                keepCompounds(item.title)
              )}
            </h3>
            <p>{item.description}</p>
          </StyledCompactText>
          {item.link && <Icon name="ChevronRight" size={20} />}
        </StyledCompactLink>
      ))}
    </StyledCompactLinks>
  );
}
