/**
 * Privacy policy (/privacy) under Singapore’s Personal Data Protection Act 2012 (PDPA)
 * [docs/product-rules.md#page-copy]: what the enquiry and lead forms collect, why, how long it
 * is kept, the data protection officer's mailbox and access and correction requests.
 */
import { company, companyAddressLine } from '@meranti/platform';
import type { PrivacyContent } from './privacy.schema';

const dpo = company.email.privacy;

export const privacyContent: PrivacyContent = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${company.name} collects, uses, keeps and protects personal data under Singapore’s PDPA, and how to ask for access to or correction of your data.`,
  },
  document: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    updatedLabel: 'Last updated:',
    tocLabel: 'On this page',
    intro: [
      `This policy explains how ${company.legalName} (UEN ${company.uen}, “${company.name}”, “we”, “us”) collects, uses, discloses and protects personal data when you visit this website, send us an enquiry, download a resource or subscribe to our insights. We handle personal data in line with Singapore’s Personal Data Protection Act 2012 (PDPA) and its regulations.`,
      'By using this website or giving us your personal data, you agree to the practices described here. If you do not agree, please do not submit your personal data to us.',
    ],
    sections: [
      {
        id: 'data-we-collect',
        heading: 'Personal data we collect',
        paragraphs: ['We collect only what we need to answer you and to run this website:'],
        list: [
          'Contact enquiry form: your name, e-mail address and company name (required), and, if you choose to give them, your phone number, the service you are interested in, your monthly logistics spend and your message.',
          'Resource download and guide forms: your first and last name, work e-mail address, company, job title, and optionally your company size and current logistics challenges.',
          'Newsletter sign-up: your e-mail address.',
          'Context sent with a form: the page you came from, the page the form was sent from, the time it was sent and your browser’s user-agent string, so we know which content led to your enquiry.',
          'Usage data: pages viewed and events such as form submissions, collected without third-party trackers, and technical data such as your IP address in our server logs.',
        ],
        after: [
          'Please do not send us sensitive personal data (such as NRIC numbers, health or financial account details) through our forms.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'How and why we use it',
        paragraphs: ['We use your personal data for the purposes for which you gave it, namely to:'],
        list: [
          'reply to your enquiry and arrange the consultation, demo or audit you asked for;',
          'send you the guide, case study or calculator results you requested;',
          'send you logistics insights and newsletters, where you asked for them (you can unsubscribe at any time);',
          'understand which pages and resources are useful, and improve the website;',
          'keep the website secure, prevent abuse and spam, and meet our legal obligations.',
        ],
        after: [
          'We do not sell personal data, and we do not use it for automated decisions that have legal or similarly significant effects on you.',
        ],
      },
      {
        id: 'consent',
        heading: 'Consent and withdrawal',
        paragraphs: [
          'We collect, use and disclose your personal data with your consent, which you give when you submit a form, or where the PDPA otherwise allows it (for example, for our legitimate interests in keeping the website secure).',
          `You may withdraw your consent at any time by writing to our Data Protection Officer at ${dpo}, or by using the unsubscribe link in any e-mail from us. We will act on your request within 10 business days and tell you of any consequences, such as no longer being able to answer your enquiry.`,
        ],
      },
      {
        id: 'disclosure',
        heading: 'Who we share it with',
        paragraphs: ['We share personal data only with those who need it to carry out the purposes above:'],
        list: [
          'our sales and solutions team, who answer your enquiry;',
          'service providers that host this website, deliver our e-mail and store our data, under contracts that require them to protect it and use it only on our instructions;',
          'professional advisers and authorities, where the law requires it.',
        ],
        after: [
          'Some providers may process data outside Singapore. Where they do, we make sure the data receives a standard of protection comparable to the PDPA, as the Act’s transfer limitation obligation requires.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'Enquiries and form submissions are kept for up to 24 months after our last contact with you, or for as long as we have a business relationship with you or your company, and then deleted or anonymised.',
          'Newsletter subscriptions are kept until you unsubscribe. Server logs are kept for up to 90 days. We keep data longer only where the law requires it.',
        ],
      },
      {
        id: 'protection',
        heading: 'How we protect it',
        paragraphs: [
          'Data sent through our forms travels over encrypted connections (HTTPS) and is stored on access-controlled systems. Access is limited to staff who need it, and our information security controls follow SOC 2 and ISO 27001.',
          'No method of transmission or storage is completely secure. If a data breach is likely to cause you significant harm, we will notify you and the Personal Data Protection Commission as the PDPA requires.',
        ],
      },
      {
        id: 'access-correction',
        heading: 'Access and correction requests',
        paragraphs: [
          `You may ask us what personal data we hold about you and how it has been used or disclosed in the past year, and ask us to correct any error or omission. Send your request to our Data Protection Officer at ${dpo}, with enough detail for us to find your data and confirm your identity.`,
          'We will respond within 30 days. If we need more time, we will tell you when we expect to respond. We may charge a reasonable fee for an access request, and will tell you the amount before we proceed.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and similar technologies',
        paragraphs: [
          'This website does not use advertising cookies or third-party trackers. It stores a few values in your browser’s session storage, such as the last page you visited, so that an enquiry can record the page it came from. These values are deleted when you close the browser tab.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy from time to time. The date at the top of this page shows when you last viewed its current version; significant changes will be announced on this website.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact our Data Protection Officer',
        paragraphs: [
          `For questions, requests or complaints about your personal data, write to our Data Protection Officer at ${dpo}, or by post to: Data Protection Officer, ${company.legalName}, ${companyAddressLine}.`,
          'If you are not satisfied with our response, you may contact the Personal Data Protection Commission of Singapore.',
        ],
      },
    ],
  },
};
