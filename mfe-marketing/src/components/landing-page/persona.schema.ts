/**
 * The rules of a persona page's copy: the landing-page layout with the
 * team's pain points, the feature cards, an optional testimonial, and the next steps, which
 * include the links the page must offer (the hero and closing band go to /contact).
 */
import { linkHref } from '../links';
import { landingSchema } from './landingPage.schema';

export const personaSchema = ({ links, testimonial = false }: { readonly links: readonly string[]; readonly testimonial?: boolean }) =>
  landingSchema({
    visual: true,
    sections: [
      ['pain-points', 'features'],
      ['features', 'features'],
      ['results', 'stats'],
      ...(testimonial ? ([['testimonial', 'quote']] as const) : []),
      ['next-steps', 'features'],
    ],
  })
    .refine(
      (c) =>
        c.blocks.some((b) => b.id === 'pain-points' && b.kind === 'features' && b.variant === 'problems') &&
        c.blocks.some((b) => b.id === 'results' && b.kind === 'stats' && b.variant === 'results') &&
        c.blocks.some((b) => b.id === 'next-steps' && b.kind === 'features' && b.variant === 'compact'),
      { message: 'a persona page marks its pain points as problems, draws its results and lists its next steps as rows', path: ['blocks'] },
    )
    .refine(
      (c) => {
        const next = c.blocks.find((b) => b.id === 'next-steps');
        const hrefs = next?.kind === 'features' ? next.items.flatMap((i) => (i.link ? [linkHref(i.link)] : [])) : [];
        return links.every((link) => hrefs.includes(link));
      },
      { message: `the next steps include links to ${links.join(', ')}`, path: ['blocks'] },
    );
