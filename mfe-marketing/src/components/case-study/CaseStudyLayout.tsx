import { Badge, ButtonLink, Container, Heading, HeroActions, HeroTitle, Icon, PageHero, Text, TextLink } from '@meranti/design-system';
import { useId } from 'react';
import type { CaseStudyCopy } from '../content.schema';
import { CtaBand } from '../cta-band/CtaBand';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { linkHref } from '../links';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import { PageSection } from '../page-section/PageSection';
import { StatStrip } from '../stat-strip/StatStrip';
import type { CaseStudyView } from './case-study-view';
import {
  StyledCaseStudyLinks,
  StyledCaseStudyMessage,
  StyledCaseStudyMeta,
  StyledCaseStudyTags,
  StyledChallengeProse,
  StyledPairCard,
  StyledPairGrid,
} from './styled/StyledCaseStudy';

export interface CaseStudyLayoutProps {
  readonly study: CaseStudyView;
  readonly copy: CaseStudyCopy;
}

/**
 * THE case-study layout (spec 000 §2 "Case-study detail pages"), for the six fixed pages and the
 * generic one alike: hero (category, industry, title, description, tags), Key Results, The
 * Challenge, The Solution, the challenge and result card pair, the call to action, Explore
 * Services and Back to Use Cases. Every part is fed by the record; the words around it by `copy`.
 */
export function CaseStudyLayout({ study, copy }: CaseStudyLayoutProps) {
  const pair = [
    { kind: 'challenge', icon: 'AlertTriangle', label: copy.pair.challengeLabel, text: study.challenge },
    { kind: 'result', icon: 'TrendingUp', label: copy.pair.resultLabel, text: study.result },
  ] as const;
  const shownPair = pair.filter((card): card is (typeof pair)[number] & { text: string } => Boolean(card.text));
  return (
    <>
      <MarketingHero
        hero={{ eyebrow: study.category ?? copy.caseStudyLabel, title: study.title, lead: study.lead, primary: copy.heroPrimary }}
        pillIcon="Award"
      >
        <StyledCaseStudyMeta>
          {study.industry && (
            <Badge $tone="dark">
              <span>{copy.industryLabel}:</span> {study.industry}
            </Badge>
          )}
          {study.tags.length > 0 && (
            <StyledCaseStudyTags aria-label={copy.tagsLabel}>
              {study.tags.map((tag) => (
                <li key={tag}>
                  <Badge $tone="brand">{tag}</Badge>
                </li>
              ))}
            </StyledCaseStudyTags>
          )}
        </StyledCaseStudyMeta>
      </MarketingHero>

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

export interface CaseStudyMessageProps {
  readonly copy: CaseStudyCopy;
  readonly state: 'loading' | 'not-found';
}

/**
 * The generic page before its record arrives ("Loading case study...") and when there is none to
 * show (red "Case study not found" with Back to Use Cases) [spec 000 §4, §8].
 */
export function CaseStudyMessage({ copy, state }: CaseStudyMessageProps) {
  const headingId = useId();
  return (
    <PageHero $density="compact" aria-labelledby={headingId} aria-busy={state === 'loading'}>
      <Container>
        <StyledCaseStudyMessage data-state={state}>
          <HeroTitle id={headingId} $size="page">
            {state === 'loading' ? copy.loading : copy.notFound}
          </HeroTitle>
          {state === 'not-found' && (
            <HeroActions>
              <ButtonLink href={linkHref(copy.backToUseCases)} $size="lg">
                <Icon name="ArrowLeft" size={18} />
                {copy.backToUseCases.label}
              </ButtonLink>
            </HeroActions>
          )}
        </StyledCaseStudyMessage>
      </Container>
    </PageHero>
  );
}
