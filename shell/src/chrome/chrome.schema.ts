import { type IconName, isIconName } from '@meranti/design-system';
import { z } from 'zod';

const iconName = z.custom<IconName>((v) => typeof v === 'string' && isIconName(v), { message: 'not an icon of the design system' });

const link = z.object({ label: z.string().min(1), href: z.string().startsWith('/') });
const describedLink = link.extend({ description: z.string().min(10) });

export const headerContentSchema = z.object({
  homeLabel: z.string().min(1),
  logoAlt: z.string().min(1),
  primaryNavLabel: z.string().min(1),
  home: link,
  solutions: z.object({ label: z.string().min(1), href: z.string().startsWith('/'), items: z.array(describedLink).length(4) }),
  services: z.object({ label: z.string().min(1), href: z.string().startsWith('/'), items: z.array(describedLink).length(6) }),
  contact: link,
  about: link,
  getStarted: link,
  mobile: z.object({ openLabel: z.string().min(1), closeLabel: z.string().min(1), cta: link, menuLabel: z.string().min(1) }),
});

export const footerContentSchema = z.object({
  blurb: z.string().min(20),
  logoAlt: z.string().min(1),
  contactHeading: z.string().min(1),
  partnersLabel: z.string().min(1),
  socialHeading: z.string().min(1),
  social: z.object({ linkedin: z.string().min(1), x: z.string().min(1), website: z.string().min(1) }),
  columns: z.array(z.object({ heading: z.string().min(1), links: z.array(link).min(2) })).length(3),
  legal: z.array(link).length(2),
  copyright: z.string().includes('{year}').includes('{legalName}'),
});

export const notFoundContentSchema = z.object({
  metaTitle: z.string().min(1),
  metaDescription: z.string().min(50),
  eyebrow: z.string().min(1),
  title: z.literal('Page Not Found'),
  body: z.string().min(10),
  /** What the hero's picture shows. */
  visualAlt: z.string().min(20).max(320),
  goHome: z.string().min(1),
  goBack: z.string().min(1),
  popularHeading: z.string().min(1),
  popular: z.array(link.extend({ description: z.string().min(5), icon: iconName })).length(5),
  helpHeading: z.string().min(1),
  helpBody: z.string().min(10),
  helpCta: link,
  officeHeading: z.string().min(1),
});

export const areaFallbackContentSchema = z.object({
  loading: z.string().min(1),
  title: z.string().min(1),
  body: z.string().min(20),
  retry: z.string().min(1),
  contact: link,
});

export const overlayContentSchema = z.object({
  toastDismiss: z.string().min(1),
  lightboxClose: z.string().min(1),
  lightboxLoading: z.string().min(1),
  lightboxError: z.string().min(1),
  /** The name of the panning stage a phone shows an image in, and the hint over it. */
  lightboxPanLabel: z.string().min(1),
  lightboxPanHint: z.string().min(1),
});

export type HeaderContent = z.infer<typeof headerContentSchema>;
export type FooterContent = z.infer<typeof footerContentSchema>;
export type NotFoundContent = z.infer<typeof notFoundContentSchema>;
export type AreaFallbackContent = z.infer<typeof areaFallbackContentSchema>;
export type OverlayContent = z.infer<typeof overlayContentSchema>;

export const shellContentSchema = z.object({ skipToContent: z.string().min(1) });
export type ShellContent = z.infer<typeof shellContentSchema>;
