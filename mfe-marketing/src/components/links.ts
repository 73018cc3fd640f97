import { href } from '@meranti/platform';
import type { CtaLink, RedirectLink } from './content.schema';

/** A link in copy: a route of the table (plus an anchor) or one of the table's redirect paths. */
export type ContentLink = Pick<CtaLink, 'route' | 'hash'> | Pick<RedirectLink, 'redirect'>;

/** The address of a content link: the route's path, plus its anchor (`/contact#form`), or the redirect path. */
export const linkHref = (link: ContentLink): string =>
  'redirect' in link ? link.redirect : `${href(link.route)}${link.hash ? `#${link.hash}` : ''}`;
