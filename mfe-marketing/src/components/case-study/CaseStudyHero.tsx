import { Badge, Visual } from '@meranti/design-system';
import type { CaseStudyCopy } from '../content.schema';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import type { CaseStudyHeroView } from './case-study-hero-view';
import { coverOf } from './covers';
import { StyledCaseStudyCover, StyledCaseStudyMeta, StyledCaseStudyTags } from './styled/StyledCaseStudy';

export interface CaseStudyHeroProps {
  readonly study: CaseStudyHeroView;
  readonly copy: CaseStudyCopy;
}

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
