import { Badge, ButtonLink, Container, HeroActions, HeroTitle, Icon, PageHero, Visual } from '@meranti/design-system';
import { deferred } from '@meranti/platform';
import { useId } from 'react';
import type { CaseStudyBodyCopy, CaseStudyCopy } from '../content.schema';
import { linkHref } from '../links';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import type { CaseStudyView } from './case-study-view';
import { coverOf } from './covers';
import { StyledCaseStudyCover, StyledCaseStudyMessage, StyledCaseStudyMeta, StyledCaseStudyTags } from './styled/StyledCaseStudy';

export interface CaseStudyHeroProps {
  readonly study: CaseStudyView;
  readonly copy: CaseStudyCopy;
}

export interface CaseStudyLayoutProps extends CaseStudyHeroProps {
  /** The words below the hero (their own module, loaded with the body). */
  readonly body: CaseStudyBodyCopy;
}

/**
 * THE case-study layout (spec 000 §2 "Case-study detail pages"), for the six fixed pages and the
 * generic one alike: the hero (`CaseStudyHero`) and everything below it (`CaseStudyBody`, its own
 * chunk). Every part is fed by the record; the words around it by `copy`. The generic page renders
 * this once its record has arrived; the fixed pages put the hero and a deferred body together
 * themselves, so each loads only its own record's details (ADR 21).
 */
export function CaseStudyLayout({ study, copy, body }: CaseStudyLayoutProps) {
  return (
    <>
      <CaseStudyHero study={study} copy={copy} />
      <Body study={study} copy={copy} body={body} />
    </>
  );
}

const Body = deferred<CaseStudyLayoutProps>(() => import('./CaseStudyBody').then((m) => m.CaseStudyBody));

/** The hero: category, industry, title, description and tags, beside the industry's cover. */
export function CaseStudyHero({ study, copy }: CaseStudyHeroProps) {
  const { key, ...cover } = coverOf(study.industry);
  return (
    <MarketingHero
      hero={{ eyebrow: study.category ?? copy.caseStudyLabel, title: study.title, lead: study.lead, primary: copy.heroPrimary }}
      pillIcon="Award"
      aside={
        <StyledCaseStudyCover>
          <Visual {...cover} alt={copy.coverAlt[key]} priority />
        </StyledCaseStudyCover>
      }
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
