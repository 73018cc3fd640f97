import { Container, HeroLead, HeroPill, HeroTitle, Icon, PageHero } from '@meranti/design-system';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import { StyledDetails, StyledFormArea, StyledHeroGrid, StyledIntro } from '../styled/StyledContactHero';
import { Benefits } from './Benefits';
import { EnquiryForm } from './EnquiryForm';
import { HeadquartersCard } from './HeadquartersCard';

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
            <Benefits hero={hero} />
            <HeadquartersCard copy={content.headquarters} />
          </StyledDetails>
        </StyledHeroGrid>
      </Container>
    </PageHero>
  );
}
