import { company } from './company';
import type { ShareImage } from './meta';

/**
 * Share images (1200×630) beside the company's default one: one per area where a page is better
 * shared with its own picture. Made by `npm run media` (scripts/media/share-images.mjs).
 */
export const shareImages = {
  default: company.shareImage,
  resources: {
    src: '/brand/og-resources.jpg',
    width: 1200,
    height: 630,
    alt: 'Meranti 4PL resources — ROI calculators, strategic guides and case studies for logistics leaders',
  },
  contact: {
    src: '/brand/og-contact.jpg',
    width: 1200,
    height: 630,
    alt: 'Talk to a Singapore-based 4PL specialist at Meranti 4PL — a reply within 24 hours',
  },
} as const satisfies Record<string, ShareImage>;
