import { Button, Icon, Spinner, Text, TextLink } from '@meranti/design-system';
import { Field, FormGrid, Input, Select, Textarea } from '@meranti/design-system/forms';
import { href } from '@meranti/platform';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { downloadDialogContent as content } from './download-dialog.content';
import { buildDownloadLead, type DownloadReferrer, formFields, newSubmissionId, postLead, type ResourceLeadKind } from './post-lead';
import { StyledConsent, StyledDownloadForm, StyledFormError, StyledHoneypot, StyledRequested } from './styled/StyledDownloadDialog';

export interface DownloadFormProps {
  readonly resourceTitle: string;
  /** Absolute address of the resource, sent with the lead. */
  readonly resourceUrl: string;
  readonly referrer: DownloadReferrer;
  readonly onSubmitted: () => void;
  /** `guide` for the guide gate (default `download`). */
  readonly kind?: ResourceLeadKind;
  /** The submit button's label (default: the download dialog's). */
  readonly submitLabel?: string;
}

/**
 * The download lead form [docs/product-rules.md#leads]: browser-native required fields, then a JSON POST to the API.
 * On failure the entries stay and an inline alert asks to try again.
 */
export function DownloadForm({
  resourceTitle,
  resourceUrl,
  referrer,
  onSubmitted,
  kind = 'download',
  submitLabel = content.submit,
}: DownloadFormProps) {
  const { fields } = content;
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const startedAt = useRef(0);
  const submissionId = useRef('');
  /** The entries the id was made for: edited entries are another submission (the API answers 422 to an id reused for other content). */
  const submittedEntries = useRef('');

  // The form exists only while the dialog is open, so mounting is the moment it opened.
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // One id per submission, reused by retries so the API can drop duplicates; new entries, new id.
    const entered = formFields(event.currentTarget);
    const entries = JSON.stringify(entered);
    if (!submissionId.current || entries !== submittedEntries.current) {
      submissionId.current = newSubmissionId();
      submittedEntries.current = entries;
    }
    const lead = buildDownloadLead(entered, {
      kind,
      referrer,
      resourceTitle,
      resourceUrl,
      submissionId: submissionId.current,
      formStartedAt: startedAt.current,
    });
    setSending(true);
    setFailed(false);
    try {
      await postLead(lead);
      onSubmitted();
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <StyledDownloadForm onSubmit={onSubmit} aria-busy={sending}>
      <StyledRequested>
        <Icon name="FileText" size={20} />
        <span>
          <small>{content.requesting}</small>
          <strong>{resourceTitle}</strong>
        </span>
      </StyledRequested>

      <FormGrid>
        <Field label={fields.firstName.label} required>
          <Input name="firstName" autoComplete="given-name" placeholder={fields.firstName.placeholder} required data-autofocus />
        </Field>
        <Field label={fields.lastName.label} required>
          <Input name="lastName" autoComplete="family-name" placeholder={fields.lastName.placeholder} required />
        </Field>
        <Field label={fields.email.label} required full>
          <Input name="email" type="email" autoComplete="email" inputMode="email" placeholder={fields.email.placeholder} required />
        </Field>
        <Field label={fields.company.label} required>
          <Input name="company" autoComplete="organization" placeholder={fields.company.placeholder} required />
        </Field>
        <Field label={fields.jobTitle.label} required>
          <Input name="jobTitle" autoComplete="organization-title" placeholder={fields.jobTitle.placeholder} required />
        </Field>
        <Field label={fields.companySize.label} full>
          <Select name="companySize" defaultValue="">
            <option value="">{fields.companySize.placeholder}</option>
            {content.companySizeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fields.currentChallenges.label} full>
          <Textarea name="currentChallenges" rows={3} placeholder={fields.currentChallenges.placeholder} />
        </Field>
      </FormGrid>

      <StyledHoneypot aria-hidden="true">
        <label>
          {content.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
        </label>
      </StyledHoneypot>

      {failed && (
        <StyledFormError role="alert">
          <Icon name="AlertTriangle" size={18} />
          <span>{content.error}</span>
        </StyledFormError>
      )}

      <Button type="submit" $size="lg" $block disabled={sending}>
        {sending ? (
          <Spinner label={content.sending} $size="sm" aria-hidden="true" />
        ) : (
          <Icon name={kind === 'guide' ? 'BookOpen' : 'Download'} size={18} />
        )}
        {sending ? content.sending : submitLabel}
      </Button>

      <StyledConsent>
        <Icon name="Lock" size={14} />
        <Text as="span" $size="xs" $tone="muted">
          {content.consent.text} {content.consent.linkPrefix}{' '}
          <TextLink href={href(content.consent.route)}>{content.consent.linkLabel}</TextLink>.
        </Text>
      </StyledConsent>
    </StyledDownloadForm>
  );
}
