import { Container, HeroLead, HeroPill, HeroTitle, Icon, PageHero, Visual } from '@meranti/design-system';
import { deferred } from '@meranti/platform';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import {
  StyledDetails,
  StyledFormArea,
  StyledHeadquartersArea,
  StyledHeroGrid,
  StyledIntro,
  StyledVisualArea,
} from '../styled/StyledContactHero';
import heroSrc from '../visuals/contact-hero.svg';
import { EnquiryForm } from './EnquiryForm';

/** The benefits and the headquarters card hydrate as they near the viewport (ADR 21). */
export const ContactBenefits = deferred(() => import('./ContactDetails').then((m) => m.ContactBenefits));
export const ContactHeadquarters = deferred(() => import('./ContactDetails').then((m) => m.ContactHeadquarters));

/** The hero picture's intrinsic size (its viewBox). */
const VISUAL = { width: 560, height: 400 } as const;

/**
 * The contact hero: intro, the office on the map with what happens after an
 * enquiry, the benefits and the headquarters card, around the enquiry form. From `lg` the form
 * stands on the right beside the intro and the picture, the headquarters card under it; on phones
 * the form follows the short intro, so it sits high on the page, and the picture follows the form.
 */
export function ContactHero({ content }: { readonly content: ContactContent }) {
  const headingId = useId();
  const { hero } = content;
  return (
    <PageHero $density="compact" aria-labelledby={headingId}>
      <Container>
        <StyledHeroGrid>
          <StyledIntro>
            <HeroPill>
              <Icon name="Headphones" size={16} />
              {hero.eyebrow}
            </HeroPill>
            <HeroTitle id={headingId} $size="page">
              {hero.heading}
            </HeroTitle>
            <HeroLead>{hero.lead}</HeroLead>
          </StyledIntro>
          <StyledFormArea>
            <EnquiryForm content={content} />
          </StyledFormArea>
          <StyledVisualArea>
            <Visual src={heroSrc} width={VISUAL.width} height={VISUAL.height} alt={hero.visualAlt} priority="wide" />
          </StyledVisualArea>
          <StyledDetails>
            <ContactBenefits />
          </StyledDetails>
          <StyledHeadquartersArea>
            <ContactHeadquarters />
          </StyledHeadquartersArea>
        </StyledHeroGrid>
      </Container>
    </PageHero>
  );
}
