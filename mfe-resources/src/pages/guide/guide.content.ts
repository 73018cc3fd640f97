/** Guide detail copy: gate, labels, sidebar, share, expected results and not-found [docs/product-rules.md#leads]. */
import type { GuideContent } from './guide.schema';

export const guideContent: GuideContent = {
  notFound: {
    title: 'Guide Not Found',
    text: "The guide you're looking for doesn't exist.",
    description: 'This guide does not exist or has moved. Browse all strategic logistics guides from Meranti 4PL instead.',
    back: { label: 'Back to Guides', route: 'guides' },
  },
  back: { label: 'All Guides', route: 'guides' },
  gate: {
    titlePrefix: 'Access: ',
    intro: 'Tell us a little about your team and the full guide opens right here, free.',
    submit: 'Access Guide Now',
    includesHeading: 'What you will learn',
  },
  labels: {
    readTime: 'Read time',
    pages: 'Pages',
    audience: 'Audience',
    level: 'Level',
    published: 'Published',
    keyBenefits: 'Key benefits',
    topics: 'Topics covered',
    tags: 'Tags',
    details: 'Guide details',
    loading: 'Opening the guide…',
  },
  support: {
    heading: 'Need help putting this into practice?',
    text: 'Our specialists have run these tactics for shippers across Southeast Asia. We can review your baseline and run the tender with you.',
    cta: { label: 'Get Implementation Support', route: 'contact' },
  },
  download: { label: 'Download PDF', note: 'Keep a copy: we email you the print-ready PDF.' },
  share: { heading: 'Share this guide', linkedin: 'LinkedIn', email: 'Email', newTab: '(opens in a new tab)' },
  // The three phrases word for word [docs/product-rules.md#articles-and-guides]; each list item starts with a capital on
  // screen (styled), so the third reads "Improved carrier relationships".
  results: {
    heading: 'Expected results',
    items: [
      { icon: 'Percent', text: '10-20% cost reduction' },
      { icon: 'Calendar', text: '6-12 months implementation' },
      { icon: 'Handshake', text: 'improved carrier relationships' },
    ],
  },
  closing: {
    eyebrow: 'Next step',
    heading: 'Find your freight spend leaks',
    text: 'Book a free consultation: we will look at a sample of your invoices and show where the first savings are.',
    points: ['Free 30-minute consultation', 'No obligation'],
    primary: { label: 'Schedule Consultation', route: 'contact' },
    secondary: { label: 'View All Resources', route: 'resources' },
  },
};
