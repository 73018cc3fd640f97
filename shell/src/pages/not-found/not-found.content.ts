import { href } from '@meranti/platform';
import type { NotFoundContent } from '../../chrome/chrome.schema';

/** The not-found page. */
export const notFoundContent: NotFoundContent = {
  metaTitle: 'Page Not Found',
  metaDescription:
    'The page you were looking for has moved or no longer exists. Find our services, solutions and use cases, or talk to our logistics team.',
  eyebrow: 'Error 404',
  title: 'Page Not Found',
  body: 'The page you’re looking for doesn’t exist or has moved. Here are some useful places to continue.',
  visualAlt:
    'A parcel that has left the map of Southeast Asia, with lanes leading back to our Services, Solutions, Use cases, About and Contact pages.',
  goHome: 'Go Home',
  goBack: 'Go Back',
  popularHeading: 'Popular pages',
  popular: [
    { label: 'Services', href: href('services'), description: 'Platform, LaaS, procurement, control tower and audit', icon: 'Layers' },
    { label: 'Solutions', href: href('solutions'), description: 'For brands, marketplaces and logistics partners', icon: 'Users' },
    { label: 'Use Cases', href: href('useCases'), description: 'How customers cut cost and scaled across Asia', icon: 'TrendingUp' },
    { label: 'About', href: href('about'), description: 'Who we are and how we work', icon: 'Building2' },
    { label: 'Contact', href: href('contact'), description: 'Talk to a logistics specialist', icon: 'Headphones' },
  ],
  helpHeading: 'Need help finding something?',
  helpBody: 'Our team answers within 24 hours on business days. Tell us what you were looking for and we will point you to it.',
  helpCta: { label: 'Contact our team', href: href('contact') },
  officeHeading: 'Our office',
};
