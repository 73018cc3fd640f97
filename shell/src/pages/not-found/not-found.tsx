import {
  Button,
  ButtonLink,
  Container,
  Heading,
  HeroActions,
  HeroLead,
  HeroPill,
  HeroTitle,
  Icon,
  IconBadge,
  PageHero,
  Section,
  Text,
  Visual,
} from '@meranti/design-system';
import { company, companyAddressLine, PageMeta, useLocation } from '@meranti/platform';
import { useEffect, useId } from 'react';
import { notFoundContent as content } from './not-found.content';
import {
  StyledHelpCard,
  StyledNotFoundCopy,
  StyledNotFoundHero,
  StyledNotFoundVisual,
  StyledPopular,
  StyledPopularGrid,
  StyledPopularLink,
} from './styled/StyledNotFound';
import offTheMapSrc from './visuals/off-the-map.svg';

/** The picture's intrinsic size (its viewBox). */
const VISUAL = { width: 560, height: 440 } as const;

/**
 * Any unknown route, and /404. Served with HTTP status 404. The first screen: what
 * happened, the way home, and a parcel off the map with the lanes back to the main pages; then the
 * main pages themselves as a list of compact rows, and beside it (from `lg`) the help block.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const headingId = useId();
  const popularId = useId();
  const helpId = useId();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.metaDescription} path="/404" noindex />
      <PageHero aria-labelledby={headingId}>
        <Container>
          <StyledNotFoundHero>
            <StyledNotFoundCopy>
              <HeroPill>
                <Icon name="MapPin" size={16} />
                {content.eyebrow}
              </HeroPill>
              <HeroTitle id={headingId}>{content.title}</HeroTitle>
              <HeroLead>{content.body}</HeroLead>
              <HeroActions>
                <ButtonLink href="/" $variant="primary" $size="lg">
                  <Icon name="ArrowLeft" size={18} />
                  {content.goHome}
                </ButtonLink>
                <Button type="button" $variant="outline" $size="lg" onClick={() => window.history.back()}>
                  {content.goBack}
                </Button>
              </HeroActions>
            </StyledNotFoundCopy>
            <StyledNotFoundVisual>
              <Visual src={offTheMapSrc} width={VISUAL.width} height={VISUAL.height} alt={content.visualAlt} priority />
            </StyledNotFoundVisual>
          </StyledNotFoundHero>
        </Container>
      </PageHero>
      <Section aria-labelledby={popularId}>
        <Container>
          <Heading as="h2" id={popularId} $size="md">
            {content.popularHeading}
          </Heading>
          <StyledPopularGrid>
            <StyledPopular aria-labelledby={popularId}>
              {content.popular.map((link) => (
                <li key={link.href}>
                  <StyledPopularLink href={link.href}>
                    <IconBadge name={link.icon} $tone="brand" $size="sm" />
                    <strong>{link.label}</strong>
                    <span>{link.description}</span>
                    <Icon name="ChevronRight" size={18} />
                  </StyledPopularLink>
                </li>
              ))}
            </StyledPopular>
            <StyledHelpCard aria-labelledby={helpId}>
              <Heading as="h2" id={helpId} $size="sm">
                {content.helpHeading}
              </Heading>
              <Text $size="sm" $tone="muted">
                {content.helpBody}
              </Text>
              <Text $size="sm">
                <strong>{content.officeHeading}:</strong> {companyAddressLine} · {company.phone.display}
              </Text>
              <ButtonLink href={content.helpCta.href} $variant="primary" $size="sm">
                {content.helpCta.label}
                <Icon name="ArrowRight" size={16} />
              </ButtonLink>
            </StyledHelpCard>
          </StyledPopularGrid>
        </Container>
      </Section>
    </>
  );
}
