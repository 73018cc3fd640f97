import { Icon, IconBadge } from '@meranti/design-system';
import { company } from '@meranti/platform';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import { StyledContactItem, StyledContactList, StyledHeadquarters, StyledHeadquartersHeader } from '../styled/StyledHeadquarters';

/**
 * The headquarters card [000 §2]: the Singapore address, the general and the sales mailboxes,
 * the phone and the office hours — all from `company` (@meranti/platform).
 */
export function HeadquartersCard({ copy }: { readonly copy: ContactContent['headquarters'] }) {
  const headingId = useId();
  const { address, email, phone, hours } = company;
  return (
    <StyledHeadquarters as="section" $tone="dark" aria-labelledby={headingId}>
      <StyledHeadquartersHeader>
        <IconBadge name="Building2" $tone="inverse" />
        <div>
          <h2 id={headingId}>{copy.heading}</h2>
          <p>{copy.intro}</p>
        </div>
      </StyledHeadquartersHeader>
      <StyledContactList>
        <StyledContactItem $wide>
          <Icon name="MapPin" size={20} />
          <div>
            <dt>{copy.addressLabel}</dt>
            <dd>
              <address>
                {company.legalName}
                <br />
                {address.street}, {address.building}
                <br />
                {address.country} {address.postalCode}
              </address>
            </dd>
          </div>
        </StyledContactItem>
        <StyledContactItem $wide>
          <Icon name="Mail" size={20} />
          <div>
            <dt>{copy.generalLabel}</dt>
            <dd>
              <a href={`mailto:${email.general}`}>{email.general}</a>
            </dd>
          </div>
        </StyledContactItem>
        <StyledContactItem $wide>
          <Icon name="Mail" size={20} />
          <div>
            <dt>{copy.salesLabel}</dt>
            <dd>
              <a href={`mailto:${email.sales}`}>{email.sales}</a>
            </dd>
          </div>
        </StyledContactItem>
        <StyledContactItem>
          <Icon name="Phone" size={20} />
          <div>
            <dt>{copy.phoneLabel}</dt>
            <dd>
              <a href={`tel:${phone.e164}`}>{phone.display}</a>
            </dd>
          </div>
        </StyledContactItem>
        <StyledContactItem>
          <Icon name="Clock" size={20} />
          <div>
            <dt>{copy.hoursLabel}</dt>
            <dd>
              {hours.days}, {hours.opens}–{hours.closes}
              <small>{copy.hoursNote}</small>
            </dd>
          </div>
        </StyledContactItem>
      </StyledContactList>
    </StyledHeadquarters>
  );
}
