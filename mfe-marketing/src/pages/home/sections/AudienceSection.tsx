import { Checklist, Container, IconBadge, Section, TextLink } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import {
  StyledAudienceCard,
  StyledAudienceGrid,
  StyledAudienceText,
  StyledAudienceTitle,
  StyledCardFooter,
} from '../styled/StyledAudience';
import { StyledSectionFooter } from '../styled/StyledSectionHeader';
import { useReveal } from '../useReveal';
import { SectionHeader } from './SectionHeader';

export function AudienceSection({ audiences }: { readonly audiences: HomeContent['audiences'] }) {
  const headingId = useId();
  const cardId = useId();
  const { ref, state } = useReveal<HTMLUListElement>();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={audiences.eyebrow} heading={audiences.heading} intro={audiences.intro} />
        <StyledAudienceGrid ref={ref}>
          {audiences.cards.map((card, i) => {
            const titleId = `${cardId}-${i}`;
            return (
              <StyledAudienceCard key={card.title} as="li" $interactive $reveal={state} $index={i}>
                <IconBadge name={card.icon} $size="lg" />
                <StyledAudienceTitle id={titleId}>{card.title}</StyledAudienceTitle>
                <StyledAudienceText>{card.description}</StyledAudienceText>
                <Checklist items={card.points} />
                <StyledCardFooter>
                  <TextLink href={href(card.link.route)} arrow aria-describedby={titleId}>
                    {card.link.label}
                  </TextLink>
                </StyledCardFooter>
              </StyledAudienceCard>
            );
          })}
        </StyledAudienceGrid>
        <StyledSectionFooter>
          <TextLink href={href(audiences.allLink.route)} arrow>
            {audiences.allLink.label}
          </TextLink>
        </StyledSectionFooter>
      </Container>
    </Section>
  );
}
