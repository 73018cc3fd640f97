import { href } from '@meranti/platform';
import type { HeaderContent } from '../chrome.schema';

/** Header and mobile-menu copy. */
export const headerContent: HeaderContent = {
  homeLabel: 'Meranti 4PL home',
  logoAlt: 'Meranti 4PL',
  primaryNavLabel: 'Main',
  home: { label: 'Home', href: href('home') },
  solutions: {
    label: 'Solutions',
    href: href('solutions'),
    items: [
      {
        label: 'View All Solutions',
        href: href('solutions'),
        description: 'How we help brands, marketplaces and logistics partners grow across Asia.',
      },
      {
        label: 'For Ecommerce Brands',
        href: href('solutionEcommerce'),
        description: 'Cut logistics cost 20-50% with one partner for every carrier and market.',
      },
      {
        label: 'For Marketplaces',
        href: href('solutionMarketplaces'),
        description: 'Faster cross-border delivery and lower freight cost for your sellers.',
      },
      {
        label: 'For Logistics Service Providers',
        href: href('solutionLogisticsPartners'),
        description: 'White-label access to 500+ providers for asset-light expansion.',
      },
    ],
  },
  services: {
    label: 'Services',
    href: href('services'),
    items: [
      {
        label: 'View All Services',
        href: href('services'),
        description: 'Platform, managed logistics, procurement, visibility and audit.',
      },
      {
        label: 'Multi-Carrier Platform (MCPMS)',
        href: href('serviceMcpms'),
        description: 'One platform for carrier allocation, lanes, exceptions and finance.',
      },
      {
        label: 'Logistics as a Service (LaaS)',
        href: href('serviceLaas'),
        description: 'Your outsourced logistics department, with SLA guarantees.',
      },
      {
        label: 'Strategic Procurement',
        href: href('serviceProcurement'),
        description: 'Managed RFQs that award better rates in 30-60 days.',
      },
      {
        label: 'Supply Chain Control Tower',
        href: href('serviceControlTower'),
        description: 'End-to-end visibility, predictive alerts and a 24/7 operations centre.',
      },
      {
        label: 'Automated Invoice Audit',
        href: href('serviceInvoiceAudit'),
        description: 'Find and recover freight billing errors before you pay them.',
      },
    ],
  },
  contact: { label: 'Contact', href: href('contact') },
  about: { label: 'About', href: href('about') },
  getStarted: { label: 'Get Started', href: href('contact') },
  mobile: {
    openLabel: 'Open menu',
    closeLabel: 'Close menu',
    menuLabel: 'Menu',
    cta: { label: 'Book a Consultation', href: href('contact') },
  },
};
