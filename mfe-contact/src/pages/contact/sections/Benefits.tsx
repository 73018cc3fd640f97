import { IconBadge } from '@meranti/design-system';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import {
  StyledBenefit,
  StyledBenefitList,
  StyledBenefits,
  StyledBenefitsHeading,
  StyledBenefitText,
  StyledBenefitTitle,
  StyledStats,
} from '../styled/StyledBenefits';

/** The hero's benefits list and proof points [docs/product-rules.md#contact-enquiry]. */
export function Benefits({ hero }: { readonly hero: ContactContent['hero'] }) {
  const headingId = useId();
  return (
    <StyledBenefits>
      <StyledBenefitsHeading id={headingId}>{hero.benefitsHeading}</StyledBenefitsHeading>
      <StyledBenefitList aria-labelledby={headingId}>
        {hero.benefits.map((benefit) => (
          <StyledBenefit key={benefit.title}>
            <IconBadge name={benefit.icon} $size="sm" $tone="brand" />
            <div>
              <StyledBenefitTitle>{benefit.title}</StyledBenefitTitle>
              <StyledBenefitText>{benefit.description}</StyledBenefitText>
            </div>
          </StyledBenefit>
        ))}
      </StyledBenefitList>
      <StyledStats>
        {hero.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </StyledStats>
    </StyledBenefits>
  );
}
