import { Container, Icon } from '@meranti/design-system';
import { company, companyAddressLine, useToday } from '@meranti/platform';
import { BrandLogo } from '../brand/BrandLogo';
import { footerContent as content } from './footer.content';
import {
  StyledFooter,
  StyledFooterBackdrop,
  StyledFooterBottom,
  StyledFooterBrand,
  StyledFooterColumn,
  StyledFooterContact,
  StyledFooterGrid,
  StyledFooterHeading,
  StyledFooterLegal,
  StyledFooterLink,
  StyledFooterList,
  StyledFooterText,
  StyledSocial,
  StyledSocialLink,
} from './styled/StyledFooter';
import networkSrc from './visuals/footer-network.svg';

/**
 * The site footer, over a faint picture of the network around Singapore (decorative,
 * from `lg`). Every fact comes from the company module.
 */
export function Footer() {
  const year = new Date(useToday()).getUTCFullYear();
  // The legal name ends with its own full stop ("Pte. Ltd."): the sentence does not add a second one.
  const copyright = content.copyright.replace('{year}', String(year)).replace('{legalName}', company.legalName).replace('..', '.');
  return (
    <StyledFooter>
      <StyledFooterBackdrop src={networkSrc} width={480} height={563} alt="" decorative />
      <Container>
        <StyledFooterGrid>
          <StyledFooterBrand>
            <BrandLogo src={company.logo.replace('.svg', '-light.svg')} alt={content.logoAlt} width={168} height={36} loading="lazy" />
            <StyledFooterText>{content.blurb}</StyledFooterText>
            <StyledFooterContact>
              <li>
                <Icon name="MapPin" size={18} />
                <address>{companyAddressLine}</address>
              </li>
              <li>
                <Icon name="Mail" size={18} />
                <span>
                  <StyledFooterLink href={`mailto:${company.email.general}`}>{company.email.general}</StyledFooterLink>
                  {' · '}
                  <StyledFooterLink href={`mailto:${company.email.sales}`}>{company.email.sales}</StyledFooterLink>
                </span>
              </li>
              <li>
                <Icon name="Phone" size={18} />
                <span>{company.phone.display}</span>
              </li>
              <li>
                <Icon name="Handshake" size={18} />
                <span>
                  {content.partnersLabel}: {company.email.partners}
                </span>
              </li>
            </StyledFooterContact>
            <StyledSocial role="group" aria-label={content.socialHeading}>
              <StyledSocialLink
                href={company.social.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={content.social.linkedin}
              >
                <Icon name="Linkedin" size={18} />
              </StyledSocialLink>
              <StyledSocialLink href={company.social.x} target="_blank" rel="noopener noreferrer" aria-label={content.social.x}>
                <Icon name="Twitter" size={18} />
              </StyledSocialLink>
              <StyledSocialLink href="/" aria-label={content.social.website}>
                <Icon name="Globe" size={18} />
              </StyledSocialLink>
            </StyledSocial>
          </StyledFooterBrand>
          {content.columns.map((column) => (
            <StyledFooterColumn key={column.heading} aria-label={column.heading}>
              <StyledFooterHeading>{column.heading}</StyledFooterHeading>
              <StyledFooterList>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <StyledFooterLink href={link.href}>{link.label}</StyledFooterLink>
                  </li>
                ))}
              </StyledFooterList>
            </StyledFooterColumn>
          ))}
        </StyledFooterGrid>
        <StyledFooterBottom>
          <StyledFooterText>{copyright}</StyledFooterText>
          <StyledFooterLegal>
            {content.legal.map((link) => (
              <StyledFooterLink key={link.href} href={link.href}>
                {link.label}
              </StyledFooterLink>
            ))}
          </StyledFooterLegal>
        </StyledFooterBottom>
      </Container>
    </StyledFooter>
  );
}
