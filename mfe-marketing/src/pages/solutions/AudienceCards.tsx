import { Checklist, IconBadge, keepCompounds, TextLink, useReveal, Visual, VisuallyHidden } from '@meranti/design-system';
import type { VisualFile } from '../../components/content.schema';
import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { linkHref } from '../../components/links';
import ecommerceSrc from '../../visuals/ecommerce-brands.svg';
import partnersSrc from '../../visuals/logistics-partners.svg';
import marketplacesSrc from '../../visuals/marketplaces.svg';
import type { SolutionsContent } from './solutions.schema';
import {
  StyledAudienceBody,
  StyledAudienceCard,
  StyledAudienceGrid,
  StyledAudienceText,
  StyledAudienceTitle,
  StyledAudienceVisual,
} from './styled/StyledAudienceCards';

/** Each audience page's own first-screen picture, in the order of the cards (schema: audienceRoutes). */
const pictures: readonly VisualFile[] = [ecommerceSrc, marketplacesSrc, partnersSrc].map((src) => ({ src, ...HERO_VISUAL }));

/**
 * The three kinds of business we serve, as the page's featured tier (three cards to the audience
 * pages): each card shows the picture its page opens with (decorative
 * here: the card's words say what it leads to), its title, text, what it includes and its link.
 * One column with the picture beside the words at md, three columns from lg; they enter 0.15 s
 * apart [docs/product-rules.md#site-chrome].
 */
export function AudienceCards({ items }: { readonly items: SolutionsContent['cards']['items'] }) {
  const ref = useReveal<HTMLUListElement>();
  return (
    <StyledAudienceGrid ref={ref}>
      {items.map((item, i) => (
        <StyledAudienceCard key={item.title} as="li" $interactive $padding="none">
          <StyledAudienceVisual>{pictures[i] && <Visual {...pictures[i]} alt="" decorative />}</StyledAudienceVisual>
          <StyledAudienceBody>
            <IconBadge name={item.icon} $tone="brand" />
            <StyledAudienceTitle>{keepCompounds(item.title)}</StyledAudienceTitle>
            <StyledAudienceText>{item.description}</StyledAudienceText>
            {item.points && <Checklist items={item.points} $gap={2} />}
            <TextLink href={linkHref(item.link)} arrow>
              {item.link.label}
              {item.link.context && <VisuallyHidden> {item.link.context}</VisuallyHidden>}
            </TextLink>
          </StyledAudienceBody>
        </StyledAudienceCard>
      ))}
    </StyledAudienceGrid>
  );
}
