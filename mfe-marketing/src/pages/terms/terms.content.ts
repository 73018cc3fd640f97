/**
 * Terms of service (/terms) [docs/product-rules.md#page-copy]: complete, plausible terms for
 * the use of a Singapore company's website, governed by Singapore law with SIAC arbitration.
 */
import { company, companyAddressLine } from '@meranti/platform';
import type { TermsContent } from './terms.schema';

export const termsContent: TermsContent = {
  meta: {
    title: 'Terms of Service',
    description: `The terms for using the ${company.name} website and its calculators, guides and forms, governed by Singapore law with SIAC arbitration.`,
  },
  document: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    updatedLabel: 'Last updated:',
    tocLabel: 'On this page',
    intro: [
      `These terms govern your use of this website, operated by ${company.legalName} (UEN ${company.uen}), a company incorporated in Singapore with its registered office at ${companyAddressLine} (“${company.name}”, “we”, “us”).`,
      'By using the website you accept these terms. If you use it on behalf of a company, you confirm that you may accept them for that company. If you do not accept them, please do not use the website.',
    ],
    sections: [
      {
        id: 'use-of-website',
        heading: 'Use of the website',
        paragraphs: [
          'You may use the website to learn about our services, use its calculators and resources, and contact us. You agree not to:',
        ],
        list: [
          'use the website in a way that breaks any law or regulation;',
          'send false, misleading or someone else’s information through our forms;',
          'try to gain unauthorised access to the website, its servers or any connected system, or interfere with its operation;',
          'copy, scrape or harvest content or data from the website by automated means without our written permission;',
          'send spam, malware or any harmful content.',
        ],
      },
      {
        id: 'information',
        heading: 'Information on the website',
        paragraphs: [
          'The website’s content, including figures, case studies and guides, is general information about logistics and our services. It is not advice for your particular situation, and it does not form an offer capable of acceptance.',
          'Claims about savings, service levels and results describe what clients have achieved; your results depend on your own network, volumes and markets. Our services are provided only under a separate written agreement, which prevails over anything on this website.',
        ],
      },
      {
        id: 'calculators',
        heading: 'Calculators and estimates',
        paragraphs: [
          'Our ROI and savings calculators give indicative estimates based on the figures you enter and on general assumptions. They are not a quotation or a guarantee of savings, and you should not rely on them as the only basis for a business decision.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          `The website and its content, including text, graphics, logos, images, videos, software and the ${company.name} name and marks, belong to us or our licensors and are protected by intellectual property laws.`,
          'You may view, download and print content for your own internal business use, provided you keep all copyright notices. Any other use needs our prior written permission.',
        ],
      },
      {
        id: 'submissions',
        heading: 'Enquiries and submissions',
        paragraphs: [
          'When you send us an enquiry or request a resource, you confirm that the information is accurate and that you may share it. We handle personal data as our Privacy Policy describes.',
          'Do not send us confidential information through the website’s forms. Anything confidential should be shared only once a non-disclosure agreement is in place.',
        ],
      },
      {
        id: 'third-party-links',
        heading: 'Links to other websites',
        paragraphs: [
          'The website may link to websites of third parties, such as our social media pages. We do not control them and are not responsible for their content, availability or privacy practices.',
        ],
      },
      {
        id: 'liability',
        heading: 'Disclaimer and limitation of liability',
        paragraphs: [
          'The website is provided “as is” and “as available”. To the fullest extent the law allows, we give no warranty that it will be uninterrupted, error-free or free of harmful components, or that its content is complete or current.',
          'To the fullest extent the law allows, we are not liable for any indirect or consequential loss, or for any loss of profit, revenue, data or goodwill, arising from your use of or inability to use the website. Nothing in these terms limits liability that cannot be limited under Singapore law, such as liability for fraud.',
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        paragraphs: [
          'You agree to indemnify us against claims, losses and reasonable costs arising from your breach of these terms or your misuse of the website.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these terms from time to time by publishing a new version on this page. The version in force is the one shown when you use the website.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and dispute resolution',
        paragraphs: [
          'These terms, and any dispute or claim arising out of or in connection with them or the website, are governed by the laws of the Republic of Singapore.',
          'Any dispute arising out of or in connection with these terms, including any question regarding their existence, validity or termination, shall be referred to and finally resolved by arbitration administered by the Singapore International Arbitration Centre (SIAC) in accordance with the Arbitration Rules of the Singapore International Arbitration Centre for the time being in force, which rules are deemed to be incorporated by reference in this clause.',
          'The seat of the arbitration shall be Singapore. The tribunal shall consist of one arbitrator. The language of the arbitration shall be English.',
        ],
      },
      {
        id: 'general',
        heading: 'General',
        paragraphs: [
          'If any part of these terms is found invalid or unenforceable, the rest remains in force. Our failure to enforce a right is not a waiver of it. No one other than you and us has any right under the Contracts (Rights of Third Parties) Act 2001 to enforce these terms.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        paragraphs: [
          `Questions about these terms can be sent to ${company.email.general} or by post to ${company.legalName}, ${companyAddressLine}.`,
        ],
      },
    ],
  },
};
