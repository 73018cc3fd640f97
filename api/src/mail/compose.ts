/**
 * The mail to sales for one accepted submission: plain text and HTML with every field, readable
 * labels for the enum values, and where the visitor came from. Times read as sales in Singapore
 * write them ("Thu 26 Nov 2026, 17:15 SGT", ./company-time.ts); the exact ISO instants are in
 * the X-Meranti-Received-At and X-Meranti-Sent-At headers.
 *
 * Injection: visitor text never reaches a header unsanitised. The schema already refuses control
 * characters in single-line fields; here every header value is collapsed to one line again, with
 * no bidi or other invisible format characters and no RFC 2047 encoded-words (text such as
 * `=?UTF-8?Q?=0D=0ABcc:…?=` that a mail client would decode into a line break). The Reply-To is
 * passed as an address object, only when the address is a plain addr-spec: the address is what
 * counts, and its display name is plain text — a name, never something that reads as an address
 * (`"Boss" <ceo@…>`). Recipients come from configuration only. HTML is escaped.
 */

import { companySizeLabels, contactFieldLabels, serviceInterestLabels } from '@meranti/contract/enquiry';
import { leadCompanySizeLabels, leadFieldLabels, leadKindLabels, leadReferrerLabels } from '@meranti/contract/lead';
import { company } from '@meranti/platform/company';
import type { SendMailOptions } from 'nodemailer';
import { type OutboxRecord, recordKind, type StoredEnquiry, type StoredLead } from '../store/record';
import { formatCompanyTime } from './company-time';

export interface MailSettings {
  to: string;
  from: string;
}

type Row = readonly [label: string, value: string | undefined, multiline?: boolean];
interface Section {
  title: string;
  rows: Row[];
}

/**
 * Characters no header shows as text: controls, format characters (bidi embeddings, overrides and
 * isolates, zero-width joiners, the BOM…), lone surrogates, line and paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** An RFC 2047 encoded-word, or what is left of one: decoded by mail clients, so never passed on. */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=|=\?|\?=/gi;

/** Cut to `max` characters without splitting a surrogate pair. */
function bounded(line: string, max: number): string {
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}

/** One line, no control, bidi or other invisible characters, no encoded-words, bounded: safe for a header. */
export function headerText(value: string, max = 200): string {
  const line = value.replace(INVISIBLE, ' ').replace(ENCODED_WORD, ' ').replace(/\s+/g, ' ').trim();
  return bounded(line, max);
}

/**
 * The visitor's name as a Reply-To display name: plain text only. What `headerText` removes, and
 * the characters of address syntax (`"<>()[],;:@\`), so the name can neither read as an address
 * nor be taken for one by a client; undefined when nothing is left.
 */
export function displayName(value: string, max = 120): string | undefined {
  const name = headerText(headerText(value.normalize('NFKC'), 1000).replace(/["<>()[\],;:@\\]/g, ' '), max);
  return name === '' ? undefined : name;
}

const PLAIN_ADDRESS = /^[^\s<>()[\],;:"\\@]+@[^\s<>()[\],;:"\\@]+$/;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Deterministic per submission: a message sent twice (crash window) is recognisably the same. */
export function messageIdFor(record: OutboxRecord, from: string): string {
  const domain = from.split('@')[1] ?? 'localhost';
  return `<${record.kind === 'contact' ? 'enquiry' : 'lead'}-${record.id}@${domain}>`;
}

const label = <K extends string>(labels: Record<K, string>, value: K | undefined) => (value === undefined ? undefined : labels[value]);

function enquiryContent(d: StoredEnquiry) {
  const interest = label(serviceInterestLabels, d.serviceInterest);
  const spend = label(companySizeLabels, d.companySize);
  const referrerPage = d.referrerPage ?? '/direct';
  const subject = ['Website enquiry', d.company, interest ?? 'General inquiry', spend ? `${spend} per month` : undefined]
    .filter(Boolean)
    .join(' · ');
  const sections: Section[] = [
    {
      title: 'Enquiry',
      rows: [
        [contactFieldLabels.name, d.name],
        [contactFieldLabels.email, d.email],
        [contactFieldLabels.company, d.company],
        [contactFieldLabels.phone, d.phone],
        [contactFieldLabels.serviceInterest, interest],
        [contactFieldLabels.companySize, spend ? `${spend} per month` : undefined],
        [contactFieldLabels.message, d.message, true],
      ],
    },
    {
      title: 'Where the visitor came from',
      rows: [
        ['Source page', referrerPage],
        ['Call-to-action page', d.ctaSourceUrl ?? referrerPage],
        ['Form page address', d.referrerUrl],
      ],
    },
  ];
  return {
    heading: 'New enquiry from the website contact form',
    subject,
    replyName: d.name,
    replyTo: d.email,
    sections,
    meta: metaRows(d),
  };
}

function leadContent(d: StoredLead) {
  const kind = leadKindLabels[d.kind];
  if (d.kind === 'newsletter') {
    return {
      heading: 'New newsletter sign-up from the website',
      subject: `Website lead · ${kind} · ${d.email}`,
      replyName: undefined,
      replyTo: d.email,
      sections: [
        {
          title: 'Lead',
          rows: [
            ['Type', kind],
            [leadFieldLabels.email, d.email],
          ],
        },
        {
          title: 'Where the visitor came from',
          rows: [
            ['Source', leadReferrerLabels[d.referrer]],
            ['Page address', d.pageUrl],
          ],
        },
      ] satisfies Section[],
      meta: metaRows(d),
    };
  }
  const name = `${d.firstName} ${d.lastName}`;
  const resource = d.resourceTitle ?? leadReferrerLabels[d.referrer];
  return {
    heading: `New lead from the website: ${kind.toLowerCase()}`,
    subject: ['Website lead', kind, d.company, resource].join(' · '),
    replyName: name,
    replyTo: d.email,
    sections: [
      {
        title: 'Lead',
        rows: [
          ['Type', kind],
          [leadFieldLabels.firstName, d.firstName],
          [leadFieldLabels.lastName, d.lastName],
          [leadFieldLabels.email, d.email],
          [leadFieldLabels.company, d.company],
          [leadFieldLabels.jobTitle, d.jobTitle],
          [leadFieldLabels.companySize, label(leadCompanySizeLabels, d.companySize)],
          [leadFieldLabels.currentChallenges, d.currentChallenges, true],
        ],
      },
      {
        title: 'Where the visitor came from',
        rows: [
          ['Source', leadReferrerLabels[d.referrer]],
          ['Resource', d.resourceTitle],
          ['Resource address', d.resourceUrl],
          ['Page address', d.pageUrl],
        ],
      },
    ] satisfies Section[],
    meta: metaRows(d),
  };
}

function metaRows(d: { submissionTimestamp?: string | undefined; userAgent?: string | undefined }): Row[] {
  return [
    ['Sent by the browser at', d.submissionTimestamp === undefined ? undefined : formatCompanyTime(d.submissionTimestamp)],
    ['Browser', d.userAgent],
  ];
}

function renderText(heading: string, sections: Section[]): string {
  const out: string[] = [heading, ''];
  for (const s of sections) {
    out.push(s.title, '-'.repeat(s.title.length));
    const width = Math.max(...s.rows.map(([l]) => l.length)) + 1;
    for (const [l, v, multiline] of s.rows) {
      if (multiline && v) out.push(`${l}:`, ...v.split(/\r\n|\r|\n/).map((line) => `  ${line}`));
      else out.push(`${`${l}:`.padEnd(width)} ${v ?? '(not given)'}`);
    }
    out.push('');
  }
  return out.join('\n');
}

function renderHtml(heading: string, sections: Section[]): string {
  const cell = 'padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #e5e7eb;';
  const body = sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:24px 0 8px;color:#0b1b2b;">${escapeHtml(s.title)}</h2>` +
        `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:720px;">${s.rows
          .map(
            ([l, v, multiline]) =>
              `<tr><th scope="row" style="${cell}text-align:left;font-weight:600;white-space:nowrap;color:#374151;">${escapeHtml(l)}</th>` +
              `<td style="${cell}${multiline ? 'white-space:pre-wrap;' : ''}">${v ? escapeHtml(v) : '<span style="color:#9ca3af;">(not given)</span>'}</td></tr>`,
          )
          .join('')}</table>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;"><h1 style="font-size:20px;color:#0b1b2b;">${escapeHtml(heading)}</h1>${body}<p style="color:#6b7280;font-size:12px;margin-top:24px;">${escapeHtml(`Sent by the ${company.name} website. Reply to this e-mail to answer the visitor directly.`)}</p></body></html>`;
}

/** How a suspicion reads in the subject line (the header carries the machine-readable reason). */
const SUSPECT_LABELS = { 'too-fast': 'sent too fast', honeypot: 'honeypot filled' } as const;

/** The nodemailer message for a submission. Pure: the same record always gives the same mail. */
export function composeMail(record: OutboxRecord, settings: MailSettings): SendMailOptions & { messageId: string; subject: string } {
  const c = record.kind === 'contact' ? enquiryContent(record.data) : leadContent(record.data);
  const sections: Section[] = [
    ...c.sections,
    {
      title: 'Submission',
      rows: [
        ...c.meta,
        ['Received by the server at', formatCompanyTime(record.receivedAt)],
        ['Submission id', record.id],
        ...(record.suspect ? [['Suspected bot', `${SUSPECT_LABELS[record.suspect.reason]}: ${record.suspect.detail}`] as const] : []),
      ],
    },
  ];
  const messageId = messageIdFor(record, settings.from);
  const sentAt = record.data.submissionTimestamp;
  const replyAddress = c.replyTo.trim();
  const replyName = c.replyName === undefined ? undefined : displayName(c.replyName);
  return {
    messageId,
    date: new Date(record.receivedAt),
    from: { name: `${company.name} website`, address: settings.from },
    to: settings.to,
    replyTo: PLAIN_ADDRESS.test(replyAddress) ? (replyName ? { name: replyName, address: replyAddress } : replyAddress) : undefined,
    subject: headerText(record.suspect ? `[Suspected bot: ${SUSPECT_LABELS[record.suspect.reason]}] ${c.subject}` : c.subject),
    text: renderText(c.heading, sections),
    html: renderHtml(c.heading, sections),
    headers: {
      'X-Meranti-Submission-Id': record.id,
      'X-Meranti-Kind': recordKind(record),
      // The exact instants (the body shows them in the company's time zone, to the minute).
      'X-Meranti-Received-At': headerText(record.receivedAt),
      ...(sentAt ? { 'X-Meranti-Sent-At': headerText(sentAt) } : {}),
      ...(record.suspect ? { 'X-Meranti-Suspect': headerText(`${record.suspect.reason}; ${record.suspect.detail}`) } : {}),
    },
    // Recipients are the configured mailbox only, whatever the message says.
    envelope: { from: settings.from, to: [settings.to] },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
