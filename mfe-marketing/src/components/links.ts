import { href } from '@meranti/platform';
import type { CtaLink } from './content.schema';

/** The address of a content link: the route's path, plus its anchor (`/contact#form`). */
export const linkHref = (link: Pick<CtaLink, 'route' | 'hash'>): string => `${href(link.route)}${link.hash ? `#${link.hash}` : ''}`;
