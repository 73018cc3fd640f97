import { href } from '@meranti/platform';
import type { AreaFallbackContent } from '../chrome/chrome.schema';

/** What a visitor sees when an area of the site cannot be loaded (issue: failure isolation). */
export const areaFallbackContent: AreaFallbackContent = {
  loading: 'Loading…',
  title: 'This section is temporarily unavailable',
  body: 'We could not load this part of the site just now. Everything else works as usual — try again in a moment, or talk to our team directly.',
  retry: 'Try again',
  contact: { label: 'Contact us', href: href('contact') },
};
