/**
 * Shape of the contact page copy [docs/product-rules.md#contact-enquiry]. Parsed during prerender
 * (src/content.check.ts), so missing or altered copy fails the build; only the inferred type
 * reaches the page bundle. Exact product texts (docs/product-rules.md#contact-enquiry) are pinned with literals.
 */
import { type IconName, isIconName } from '@meranti/design-system';
import { type RouteId, routes } from '@meranti/platform';
import { z } from 'zod';

const text = z.string().trim().min(1);

const iconName = z.custom<IconName>((v) => typeof v === 'string' && isIconName(v), {
  message: 'not an icon of the design system',
});

const routeId = z.custom<RouteId>((v) => typeof v === 'string' && Object.hasOwn(routes, v), {
  message: 'not a route id of the route table',
});

const field = <L extends string>(label: L) => z.object({ label: z.literal(label), placeholder: text.optional() });

const selectField = <L extends string>(label: L) => z.object({ label: z.literal(label), placeholder: text });

const iconItem = z.object({ icon: iconName, title: text, description: text });

export const contactContentSchema = z.object({
  meta: z.object({
    title: text.max(70),
    description: text.min(120).max(160),
  }),
  hero: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    /** What the hero's picture shows (the office on the map, and what happens after you send). */
    visualAlt: text.max(320),
    benefitsHeading: text,
    benefits: z.array(iconItem).min(3).max(5),
    stats: z.array(z.object({ value: text, label: text })).length(3),
  }),
  headquarters: z.object({
    heading: text,
    intro: text,
    addressLabel: text,
    generalLabel: text,
    salesLabel: text,
    phoneLabel: text,
    hoursLabel: text,
    /** Appended to the office hours, e.g. the time zone. */
    hoursNote: text,
  }),
  form: z.object({
    heading: text,
    intro: text,
    requiredNote: text,
    fields: z.object({
      name: field('Full Name'),
      email: field('Email Address'),
      company: field('Company Name'),
      phone: field('Phone Number'),
      serviceInterest: selectField('How can we help?'),
      companySize: selectField('Monthly Logistics Spend'),
      message: field('Message'),
    }),
    honeypotLabel: text,
    submit: text,
    sending: z.literal('Sending...'),
    /** Shown with the schema's messages, after the field's label. */
    invalidSummary: text,
    privacy: z.object({
      text,
      linkLabel: text,
      route: routeId.refine((id) => id === 'privacy', { message: 'the privacy note links to the privacy policy' }),
    }),
    reassurances: z
      .array(z.object({ icon: iconName, text }))
      .min(2)
      .max(3),
  }),
  nextSteps: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    /** The timeline's accessible name. */
    timelineLabel: text,
    /** When each step comes (the timeline's label above its title), what it is, what happens. */
    steps: z.array(z.object({ label: text, title: text, description: text })).length(3),
  }),
  toasts: z.object({
    success: z.object({
      title: z.literal('Thank you for reaching out!'),
      description: z.literal(
        "We've received your message and will get back to you within 24 hours. Our team looks forward to discussing how we can support your logistics needs.",
      ),
    }),
    failure: z.object({
      title: z.literal('Something went wrong'),
      description: z.literal("Please try again or call us directly. We're here to help!"),
    }),
  }),
  analytics: z.object({
    action: z.literal('submit'),
    category: z.literal('contact_form'),
    label: z.literal('contact_page'),
  }),
});

export type ContactContent = z.infer<typeof contactContentSchema>;
