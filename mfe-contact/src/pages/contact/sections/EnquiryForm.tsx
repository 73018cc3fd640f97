import {
  companySizeLabels,
  companySizeValues,
  contactLimits,
  serviceInterestLabels,
  serviceInterestValues,
} from '@meranti/contract/contact-choices';
import { Button, Icon, TextLink } from '@meranti/design-system';
import { Field, FormGrid, Input, Select, Textarea } from '@meranti/design-system/forms';
import { InlineChecks } from '@meranti/design-system/inline-checks';
import { href } from '@meranti/platform';
import { type ReactNode, useId } from 'react';
import type { ContactContent } from '../contact.schema';
import {
  StyledButtonSpinner,
  StyledForm,
  StyledFormCard,
  StyledFormHeader,
  StyledHoneypot,
  StyledInvalidNote,
  StyledPrivacyNote,
  StyledRequiredMark,
  StyledRequiredNote,
  StyledSubmitRow,
} from '../styled/StyledEnquiryForm';
import { useEnquiryForm } from '../useEnquiryForm';

/** A required field's label: the label word for word, plus a visual-only asterisk. */
const required = (label: string): ReactNode => (
  <>
    {label}
    <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>
  </>
);

/**
 * The enquiry form [docs/product-rules.md#contact-enquiry], anchor #form. Browser-native required/email checks, then
 * the API's own schema; errors show inline. The state machine lives in useEnquiryForm.
 */
export function EnquiryForm({ content }: { readonly content: ContactContent }) {
  const { form: copy } = content;
  const { fields } = copy;
  const { values, honeypot, errors, status, onFieldChange, onHoneypotChange, onSubmit } = useEnquiryForm(content);
  const headingId = useId();
  const honeypotId = useId();
  const sending = status === 'submitting';
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <StyledFormCard id="form">
      <StyledFormHeader>
        <h2 id={headingId}>{copy.heading}</h2>
        <p>{copy.intro}</p>
        <StyledRequiredNote>{copy.requiredNote}</StyledRequiredNote>
      </StyledFormHeader>

      <StyledForm onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={sending}>
        <FormGrid>
          <Field label={required(fields.name.label)} required error={errors.name}>
            <Input
              name="name"
              autoComplete="name"
              placeholder={fields.name.placeholder}
              maxLength={contactLimits.name}
              required
              value={values.name}
              onChange={onFieldChange}
            />
          </Field>
          <Field label={required(fields.email.label)} required error={errors.email}>
            <Input
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={fields.email.placeholder}
              maxLength={contactLimits.email}
              required
              value={values.email}
              onChange={onFieldChange}
            />
          </Field>
          <Field label={required(fields.company.label)} required error={errors.company}>
            <Input
              name="company"
              autoComplete="organization"
              placeholder={fields.company.placeholder}
              maxLength={contactLimits.company}
              required
              value={values.company}
              onChange={onFieldChange}
            />
          </Field>
          <Field label={fields.phone.label} error={errors.phone}>
            <Input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={fields.phone.placeholder}
              maxLength={contactLimits.phone}
              value={values.phone}
              onChange={onFieldChange}
            />
          </Field>
          <Field label={fields.serviceInterest.label} error={errors.serviceInterest}>
            <Select name="serviceInterest" value={values.serviceInterest} onChange={onFieldChange}>
              <option value="">{fields.serviceInterest.placeholder}</option>
              {serviceInterestValues.map((value) => (
                <option key={value} value={value}>
                  {serviceInterestLabels[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={fields.companySize.label} error={errors.companySize}>
            <Select name="companySize" value={values.companySize} onChange={onFieldChange}>
              <option value="">{fields.companySize.placeholder}</option>
              {companySizeValues.map((value) => (
                <option key={value} value={value}>
                  {companySizeLabels[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={fields.message.label} full error={errors.message}>
            <Textarea
              name="message"
              rows={5}
              placeholder={fields.message.placeholder}
              maxLength={contactLimits.message}
              value={values.message}
              onChange={onFieldChange}
            />
          </Field>
        </FormGrid>

        <StyledHoneypot aria-hidden="true">
          <label htmlFor={honeypotId}>{copy.honeypotLabel}</label>
          <input
            id={honeypotId}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            value={honeypot}
            onChange={onHoneypotChange}
          />
        </StyledHoneypot>

        <StyledSubmitRow>
          {hasErrors && (
            <StyledInvalidNote>
              <Icon name="AlertTriangle" size={16} />
              {copy.invalidSummary}
            </StyledInvalidNote>
          )}
          <Button type="submit" $size="lg" $block disabled={sending}>
            {sending ? <StyledButtonSpinner aria-hidden="true" /> : null}
            {sending ? copy.sending : copy.submit}
            {sending ? null : <Icon name="ArrowRight" size={18} />}
          </Button>
          <InlineChecks items={copy.reassurances} $align="center" />
        </StyledSubmitRow>
      </StyledForm>

      <StyledPrivacyNote>
        {copy.privacy.text} <TextLink href={href(copy.privacy.route)}>{copy.privacy.linkLabel}</TextLink>
      </StyledPrivacyNote>
    </StyledFormCard>
  );
}
