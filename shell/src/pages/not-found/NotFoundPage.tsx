import { Button, ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@meranti/design-system';
import { company, companyAddressLine, Link, PageMeta, useLocation } from '@meranti/platform';
import { useEffect } from 'react';
import { notFoundContent as content } from './not-found.content';
import { StyledHelpCard, StyledNotFound, StyledNotFoundActions, StyledPopular, StyledPopularLink } from './styled/StyledNotFound';

/** Any unknown route, and /404 (spec 001 §2). Served with HTTP status 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Section $space="lg">
      <PageMeta title={content.metaTitle} description={content.metaDescription} path="/404" noindex />
      <Container>
        <StyledNotFound>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Heading as="h1" $size="xl">
            {content.title}
          </Heading>
          <Text $size="lg" $tone="muted">
            {content.body}
          </Text>
          <StyledNotFoundActions>
            <ButtonLink href="/" $variant="primary">
              <Icon name="ArrowLeft" size={18} />
              {content.goHome}
            </ButtonLink>
            <Button type="button" $variant="outline" onClick={() => window.history.back()}>
              {content.goBack}
            </Button>
          </StyledNotFoundActions>
          <Heading as="h2" $size="sm">
            {content.popularHeading}
          </Heading>
          <StyledPopular>
            {content.popular.map((link) => (
              <li key={link.href}>
                <StyledPopularLink href={link.href}>
                  <strong>{link.label}</strong>
                  <span>{link.description}</span>
                  <Icon name="ArrowRight" size={18} />
                </StyledPopularLink>
              </li>
            ))}
          </StyledPopular>
          <StyledHelpCard>
            <Heading as="h2" $size="sm">
              {content.helpHeading}
            </Heading>
            <Text $tone="muted">{content.helpBody}</Text>
            <Text $size="sm">
              <strong>{content.officeHeading}:</strong> {companyAddressLine} · {company.phone.display}
            </Text>
            <Link href={content.helpCta.href}>{content.helpCta.label}</Link>
          </StyledHelpCard>
        </StyledNotFound>
      </Container>
    </Section>
  );
}
