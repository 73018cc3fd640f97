import { Container, Icon, keepCompounds, TextLink } from '@meranti/design-system';
import type { CaseStudyBodyCopy, CaseStudyCopy } from '../content.schema';
import { ProblemCards } from '../content-blocks/ProblemCards';
import { ResultFigures } from '../content-blocks/ResultFigures';
import { CtaBand } from '../cta-band/CtaBand';
import { linkHref } from '../links';
import { PageSection } from '../page-section/PageSection';
import type { CaseStudyLayoutProps } from './CaseStudyLayout';
import {
  StyledCaseStudyLinks,
  StyledChallengeProse,
  StyledPairCard,
  StyledPairGrid,
  StyledPairMarker,
  StyledSolutionBenefit,
  StyledSolutionStep,
  StyledSolutionSteps,
} from './styled/StyledCaseStudyBody';

/**
 * A case study below its hero, one layout for every record: Key Results drawn on the dark band
 * (figures, and their before/after where they state one), The Challenge (the story, then each
 * challenge marked as a problem), The Solution as numbered steps with what each delivered, the
 * challenge and result pair, the call to action, Explore Services and Back to Use Cases. Its own
 * chunk: it hydrates as it nears the viewport (ADR 21).
 */
export function CaseStudyBody({ study, copy, body }: CaseStudyLayoutProps) {
  const pair = [
    { kind: 'challenge', icon: 'AlertTriangle', label: body.pair.challengeLabel, text: study.challenge },
    { kind: 'result', icon: 'TrendingUp', label: body.pair.resultLabel, text: study.result },
  ] as const;
  const shownPair = pair.filter((card): card is (typeof pair)[number] & { text: string } => Boolean(card.text));
  return (
    <>
      {study.keyResults.length > 0 && (
        <PageSection intro={body.keyResults} tone="dark">
          <ResultFigures figures={study.keyResults.slice(0, 6)} chart={body.keyResultsChart} aria-label={body.keyResultsList} />
        </PageSection>
      )}

      <PageSection intro={body.challenge} align="start">
        {study.challengeDescription && <StyledChallengeProse>{study.challengeDescription}</StyledChallengeProse>}
        {study.challenges.length > 0 && <ProblemCards items={study.challenges} />}
      </PageSection>

      {study.solutions.length > 0 && (
        <PageSection intro={body.solution} tone="muted" align="start">
          <StyledSolutionSteps>
            {study.solutions.map((s) => (
              <StyledSolutionStep key={s.title}>
                <h3>{keepCompounds(s.title)}</h3>
                <p>{s.description}</p>
                {s.benefit && <StyledSolutionBenefit>{s.benefit}</StyledSolutionBenefit>}
              </StyledSolutionStep>
            ))}
          </StyledSolutionSteps>
        </PageSection>
      )}

      {shownPair.length > 0 && (
        <PageSection intro={body.pair.intro}>
          <StyledPairGrid>
            {shownPair.map((card) => (
              <StyledPairCard key={card.kind} as="li" $tone="default" $bordered data-kind={card.kind}>
                <h3>
                  <StyledPairMarker>
                    <Icon name={card.icon} size={18} />
                  </StyledPairMarker>
                  {card.label}
                </h3>
                <p>{card.text}</p>
              </StyledPairCard>
            ))}
          </StyledPairGrid>
        </PageSection>
      )}

      <CtaBand cta={body.cta} />
      <CaseStudyLinks copy={copy} body={body} />
    </>
  );
}

/** Explore Services → /services and Back to Use Cases → /use-cases, closing every case study. */
function CaseStudyLinks({ copy, body }: { readonly copy: CaseStudyCopy; readonly body: CaseStudyBodyCopy }) {
  return (
    <Container>
      <StyledCaseStudyLinks>
        <TextLink href={linkHref(copy.backToUseCases)}>
          <Icon name="ArrowLeft" size={18} />
          {copy.backToUseCases.label}
        </TextLink>
        <TextLink href={linkHref(body.exploreServices)} arrow>
          {body.exploreServices.label}
        </TextLink>
      </StyledCaseStudyLinks>
    </Container>
  );
}
