/** Shape of the MCPMS page copy [docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import { comparison, ctaBand, featureCard, hero, pageMeta, sectionIntro, splitContent, stat, text } from '../../components/content.schema';

const moduleCard = (title: string) => featureCard.extend({ title: z.literal(title) });
const mediaCopy = z.object({ title: text, description: text, alt: text, caption: text });

export const mcpmsContentSchema = z.object({
  meta: pageMeta,
  hero: hero.extend({
    primary: z.object({ label: z.literal('Get Free Platform Demo'), route: z.literal('contact'), hash: z.string().optional() }),
  }),
  dashboard: z.object({
    intro: sectionIntro,
    alt: text,
    caption: text,
    expandLabel: text,
    /** The word beside the expand sign under the screenshot: the first word of `expandLabel`. */
    expandHint: text,
    figuresLabel: text,
    figures: z.tuple([
      z.object({ value: z.literal('5'), label: text }),
      z.object({ value: z.literal('$23.34'), label: text }),
      z.object({ value: z.literal('85.1%'), label: text }),
    ]),
  }),
  problem: z.object({ intro: sectionIntro, content: splitContent }),
  comparison: z.object({ intro: sectionIntro, table: comparison }),
  modules: z.object({
    intro: sectionIntro,
    items: z.tuple([
      moduleCard('Operations Dashboard'),
      moduleCard('Lane Analysis and Preview'),
      moduleCard('Configuration Engine'),
      moduleCard('Integration Hub'),
      moduleCard('Finance Management'),
      moduleCard('Order and Exception Management'),
    ]),
  }),
  videos: z.object({
    intro: sectionIntro,
    /** Names the button that opens a clip in the lightbox ("Watch full screen: Allocation rules"). */
    openLabel: text,
    /** The clip's own Play/Pause control on the page. */
    playLabel: text,
    pauseLabel: text,
    durationLabel: text,
    allocation: mediaCopy,
    exceptions: mediaCopy,
  }),
  metrics: z.object({ intro: sectionIntro, stats: z.array(stat).length(4) }),
  cta: ctaBand,
});

export type McpmsContent = z.infer<typeof mcpmsContentSchema>;
