import { Icon, IconBadge, type IconName } from '@meranti/design-system';
import { company } from '@meranti/platform';
import { type ReactNode, useId } from 'react';
import type { ContactContent } from '../contact.schema';
import { StyledContactItem, StyledContactList, StyledHeadquarters, StyledHeadquartersHeader } from '../styled/StyledHeadquarters';

/**
 * The headquarters card: the Singapore address, the general and the sales mailboxes,
 * the phone and the office hours — all from `company` (@meranti/platform).
 */
export function HeadquartersCard({ copy }: { readonly copy: ContactContent['headquarters'] }) {
  const headingId = useId();
  const { address, email, phone, hours } = company;
  const items: readonly { icon: IconName; label: string; wide?: boolean; value: ReactNode }[] = [
    {
      icon: 'MapPin',
      label: copy.addressLabel,
      wide: true,
      value: (
        <address>
          {company.legalName}
          <br />
          {address.street}, {address.building}
          <br />
          {address.country} {address.postalCode}
        </address>
      ),
    },
    { icon: 'Mail', label: copy.generalLabel, wide: true, value: <a href={`mailto:${email.general}`}>{email.general}</a> },
    { icon: 'Mail', label: copy.salesLabel, wide: true, value: <a href={`mailto:${email.sales}`}>{email.sales}</a> },
    { icon: 'Phone', label: copy.phoneLabel, value: <a href={`tel:${phone.e164}`}>{phone.display}</a> },
    {
      icon: 'Clock',
      label: copy.hoursLabel,
      value: (
        <>
          {hours.days}, {hours.opens}–{hours.closes}
          <small>{copy.hoursNote}</small>
        </>
      ),
    },
  ];
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
        {items.map((item) => (
          <StyledContactItem key={item.label} $wide={item.wide}>
            <dt>
              <Icon name={item.icon} size={20} />
              {item.label}
            </dt>
            <dd>{item.value}</dd>
          </StyledContactItem>
        ))}
      </StyledContactList>
    </StyledHeadquarters>
  );
}
