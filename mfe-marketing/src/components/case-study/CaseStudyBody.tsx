import { Container, Heading, Icon, Text, TextLink } from '@meranti/design-system';
import type { CaseStudyCopy } from '../content.schema';
import { CtaBand } from '../cta-band/CtaBand';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { linkHref } from '../links';
import { PageSection } from '../page-section/PageSection';
import { StatStrip } from '../stat-strip/StatStrip';
import type { CaseStudyLayoutProps } from './CaseStudyLayout';
import { StyledCaseStudyLinks, StyledChallengeProse, StyledPairCard, StyledPairGrid } from './styled/StyledCaseStudyBody';

/**
 * A case study below its hero: Key Results, The Challenge, The Solution, the challenge and result
 * card pair, the call to action, Explore Services and Back to Use Cases. Its own chunk: it
 * hydrates as it nears the viewport (ADR 21).
 */
export function CaseStudyBody({ study, copy }: CaseStudyLayoutProps) {
  const pair = [
    { kind: 'challenge', icon: 'AlertTriangle', label: copy.pair.challengeLabel, text: study.challenge },
    { kind: 'result', icon: 'TrendingUp', label: copy.pair.resultLabel, text: study.result },
  ] as const;
  const shownPair = pair.filter((card): card is (typeof pair)[number] & { text: string } => Boolean(card.text));
  return (
    <>
      {study.keyResults.length > 0 && (
        <PageSection intro={copy.keyResults} tone="dark">
          <StatStrip stats={study.keyResults.slice(0, 6)} />
        </PageSection>
      )}

      <PageSection intro={copy.challenge} align="start">
        {study.challengeDescription && <StyledChallengeProse>{study.challengeDescription}</StyledChallengeProse>}
        {study.challenges.length > 0 && (
          <FeatureGrid items={study.challenges} columns={study.challenges.length % 2 === 0 ? 2 : 3} iconTone="accent" />
        )}
      </PageSection>

      {study.solutions.length > 0 && (
        <PageSection intro={copy.solution} tone="muted" align="start">
          <FeatureGrid
            items={study.solutions.map((s) => ({
              icon: 'CheckCircle' as const,
              title: s.title,
              description: s.description,
              ...(s.benefit ? { points: [s.benefit] } : {}),
            }))}
            columns={study.solutions.length % 2 === 0 ? 2 : 3}
          />
        </PageSection>
      )}

      {shownPair.length > 0 && (
        <PageSection intro={copy.pair.intro}>
          <StyledPairGrid>
            {shownPair.map((card) => (
              <StyledPairCard key={card.kind} as="li" $tone="default" $bordered data-kind={card.kind}>
                <Heading as="h3" $size="md">
                  <Icon name={card.icon} size={20} />
                  {card.label}
                </Heading>
                <Text>{card.text}</Text>
              </StyledPairCard>
            ))}
          </StyledPairGrid>
        </PageSection>
      )}

      <CtaBand cta={copy.cta} />
      <CaseStudyLinks copy={copy} />
    </>
  );
}

/** Explore Services → /services and Back to Use Cases → /use-cases, closing every case study. */
function CaseStudyLinks({ copy }: { readonly copy: CaseStudyCopy }) {
  return (
    <Container>
      <StyledCaseStudyLinks>
        <TextLink href={linkHref(copy.backToUseCases)}>
          <Icon name="ArrowLeft" size={18} />
          {copy.backToUseCases.label}
        </TextLink>
        <TextLink href={linkHref(copy.exploreServices)} arrow>
          {copy.exploreServices.label}
        </TextLink>
      </StyledCaseStudyLinks>
    </Container>
  );
}
