import { Container, HeroLead, HeroPill, HeroTitle, Icon, PageHero } from '@meranti/design-system';
import { deferred } from '@meranti/platform';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import { StyledDetails, StyledFormArea, StyledHeroGrid, StyledIntro } from '../styled/StyledContactHero';
import { EnquiryForm } from './EnquiryForm';

/** The benefits and the headquarters card hydrate as they near the viewport (ADR 21). */
export const ContactDetails = deferred(() => import('./ContactDetails').then((m) => m.ContactDetails));

/**
 * The contact hero [000 §2 "Contact page"]: intro, benefits and the headquarters card beside the
 * enquiry form. On phones the form follows the short intro, so it sits high on the page.
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
          <StyledDetails>
            <ContactDetails />
          </StyledDetails>
        </StyledHeroGrid>
      </Container>
    </PageHero>
  );
}
