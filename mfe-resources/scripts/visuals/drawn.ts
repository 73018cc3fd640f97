/** Every drawn visual of the resources area: its file (relative to mfe-resources/) and what draws it, with its title. */
import { covers } from './covers.ts';
import { heroes } from './heroes.ts';
import { titled } from './svg.ts';

/** A cover's title: its topic or industry ("fashion-retail" → "Fashion retail cover"). */
const coverTitle = (name: string) =>
  `${name[0]?.toUpperCase()}${name.slice(1).replace(/-/g, ' ')} cover`.replace('Ecommerce', 'E-commerce');

const heroTitles = {
  'src/pages/resources/visuals/library.svg': [heroes.library, 'The resources library: guides, calculators, articles and case studies'],
  'src/pages/blogs/visuals/blog.svg': [heroes.resourcesBlog, 'The blog: articles by category, each with its cover'],
  'src/pages/blog-index/visuals/insights.svg': [heroes.insightsBlog, 'Insights: articles by category, each with its cover'],
  'src/visuals/results.svg': [heroes.results, 'Client results: case studies with their before and after figures'],
  'src/pages/guides/visuals/playbook.svg': [heroes.playbook, 'A logistics playbook open at its chapters'],
  'src/visuals/not-in-library.svg': [
    heroes.notInLibrary,
    'The library searched with no result, and the page asked for drawn dashed under a lens',
  ],
} as const;

export const drawnVisuals: Record<string, () => string> = {
  ...Object.fromEntries(
    Object.entries(covers).map(([name, draw]) => [`src/visuals/covers/${name}.svg`, () => titled(draw(), coverTitle(name))]),
  ),
  ...Object.fromEntries(Object.entries(heroTitles).map(([file, [draw, title]]) => [file, () => titled(draw(), title)])),
};
