import { Checklist, Container, Icon, Section } from '@meranti/design-system';
import { company } from '@meranti/platform';
import { useId } from 'react';
import { SectionHeader } from '../../../components/section-header/SectionHeader';
import type { HomeContent } from '../home.schema';
import {
  StyledCountry,
  StyledCountryList,
  StyledCoverageCopy,
  StyledCoverageGrid,
  StyledHqNote,
  StyledListLabel,
  StyledMarkets,
} from '../styled/StyledCoverage';

export function CoverageSection({ coverage }: { readonly coverage: HomeContent['coverage'] }) {
  const headingId = useId();
  const countriesId = useId();
  const capabilitiesId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <StyledCoverageGrid>
          <StyledCoverageCopy>
            <SectionHeader
              headingId={headingId}
              eyebrow={coverage.eyebrow}
              heading={coverage.heading}
              intro={coverage.intro}
              align="start"
            />
            <StyledListLabel id={capabilitiesId}>{coverage.capabilitiesLabel}</StyledListLabel>
            <Checklist items={coverage.capabilities} aria-labelledby={capabilitiesId} />
          </StyledCoverageCopy>
          <StyledMarkets>
            <StyledListLabel id={countriesId}>{coverage.countriesLabel}</StyledListLabel>
            <StyledCountryList aria-labelledby={countriesId}>
              {coverage.countries.map((country) => {
                const hq = country === company.address.country;
                return (
                  <StyledCountry key={country} $hq={hq}>
                    <Icon name={hq ? 'Building2' : 'MapPin'} size={16} />
                    {country}
                  </StyledCountry>
                );
              })}
            </StyledCountryList>
            <StyledHqNote>
              <Icon name="Building2" size={16} />
              {coverage.hqLabel}
            </StyledHqNote>
          </StyledMarkets>
        </StyledCoverageGrid>
      </Container>
    </Section>
  );
}
