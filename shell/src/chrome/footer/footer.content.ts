import { href } from '@meranti/platform';
import type { FooterContent } from '../chrome.schema';

/** Footer copy. Addresses, mailboxes and the phone come from the company module. */
export const footerContent: FooterContent = {
  blurb:
    'The fourth-party logistics partner for brands, marketplaces and logistics providers growing across Southeast Asia and Asia Pacific.',
  logoAlt: 'Meranti 4PL',
  contactHeading: 'Get in touch',
  partnersLabel: 'Partnerships',
  socialHeading: 'Follow us',
  social: { linkedin: 'LinkedIn', x: 'X (Twitter)', website: 'Website' },
  columns: [
    {
      heading: 'Solutions',
      links: [
        { label: 'Ecommerce Brands', href: href('solutionEcommerce') },
        { label: 'Marketplaces', href: href('solutionMarketplaces') },
        { label: 'Logistics Partners', href: href('solutionLogisticsPartners') },
        { label: 'All Solutions', href: href('solutions') },
      ],
    },
    {
      heading: 'Services',
      links: [
        { label: 'Multi-Carrier Platform', href: href('serviceMcpms') },
        { label: 'Logistics as a Service', href: href('serviceLaas') },
        { label: 'Transportation Procurement', href: href('serviceProcurement') },
        { label: 'Control Tower', href: href('serviceControlTower') },
        { label: 'Invoice Audit', href: href('serviceInvoiceAudit') },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About', href: href('about') },
        { label: 'Contact', href: href('contact') },
      ],
    },
  ],
  legal: [
    { label: 'Privacy Policy', href: href('privacy') },
    { label: 'Terms of Service', href: href('terms') },
  ],
  copyright: '© {year} {legalName}. All rights reserved.',
};
