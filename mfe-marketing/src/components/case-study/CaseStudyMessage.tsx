import { ButtonLink, Container, HeroActions, HeroTitle, Icon, PageHero, Split, Visual } from '@meranti/design-system';
import { useId } from 'react';
import type { CaseStudyCopy } from '../content.schema';
import { linkHref } from '../links';
import { StyledCaseStudyMessage } from './styled/StyledCaseStudy';
import caseFileLookup from './visuals/case-file-lookup.svg';

export interface CaseStudyMessageProps {
  readonly copy: CaseStudyCopy;
  readonly state: 'loading' | 'not-found';
}

/**
 * The generic page before its record arrives ("Loading case study...") and when there is none to
 * show (red "Case study not found" with Back to Use Cases) [docs/product-rules.md#case-studies], beside the lanes to
 * the case files with one file still empty: the same picture in both states, so nothing moves when
 * the answer comes (it only repeats the heading: decorative).
 */
export function CaseStudyMessage({ copy, state }: CaseStudyMessageProps) {
  const headingId = useId();
  return (
    <PageHero $density="compact" aria-labelledby={headingId} aria-busy={state === 'loading'}>
      <Container>
        <Split $ratio="3:2">
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
          <Visual src={caseFileLookup} width={560} height={440} alt="" decorative priority />
        </Split>
      </Container>
    </PageHero>
  );
}
