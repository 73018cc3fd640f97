/**
 * Shape of a static use-case page [docs/product-rules.md#case-studies]: four challenges, four
 * solutions, optional quarterly calendar or technology stack, four result metrics, a four-step
 * plan (phases, roadmap or preparation timeline) and a closing call to action. Each page's schema
 * narrows it (`staticUseCaseSchema({ durations, … })`) to the figures that page states.
 */
import { z } from 'zod';
import {
  ctaBand,
  featureCard,
  hero,
  iconName,
  pageMeta,
  phase,
  resultChartCopy,
  sectionIntro,
  stat,
  text,
  visualCopy,
} from '../content.schema';

/** A quarter of the peak-season event calendar: its quarter badge and the events in it. */
const quarter = (q: 'Q1' | 'Q2' | 'Q3' | 'Q4') =>
  featureCard.extend({ icon: iconName, badge: z.literal(q), points: z.array(text).min(2).max(5) });

export const calendar = z.object({
  intro: sectionIntro,
  quarters: z.tuple([quarter('Q1'), quarter('Q2'), quarter('Q3'), quarter('Q4')]),
});

const fourCards = z.object({ intro: sectionIntro, items: z.array(featureCard).length(4) });

interface UseCaseOptions {
  /** The plan's four durations, exactly as the page states them. */
  readonly durations: readonly [string, string, string, string];
  readonly calendar?: boolean;
  readonly techStack?: boolean;
}

export const staticUseCaseSchema = ({ durations, calendar: withCalendar = false, techStack = false }: UseCaseOptions) =>
  z
    .object({
      meta: pageMeta,
      hero,
      visual: visualCopy,
      challenges: fourCards,
      solutions: fourCards,
      calendar: calendar.optional(),
      techStack: z
        .object({ intro: sectionIntro, items: z.array(featureCard.extend({ points: z.array(text).min(2) })).length(4) })
        .optional(),
      metrics: z.object({ intro: sectionIntro, stats: z.array(stat).length(4), chart: resultChartCopy }),
      plan: z.object({
        intro: sectionIntro,
        stepLabel: text,
        outcomeLabel: text.optional(),
        phases: z.tuple([
          phase.extend({ duration: z.literal(durations[0]) }),
          phase.extend({ duration: z.literal(durations[1]) }),
          phase.extend({ duration: z.literal(durations[2]) }),
          phase.extend({ duration: z.literal(durations[3]) }),
        ]),
      }),
      cta: ctaBand,
    })
    .refine((c) => (c.calendar !== undefined) === withCalendar, {
      message: withCalendar ? 'the page needs its calendar' : 'no calendar on this page',
    })
    .refine((c) => (c.techStack !== undefined) === techStack, {
      message: techStack ? 'the page needs its technology stack' : 'no technology stack on this page',
    });

/** What the shared layout renders (every page's content satisfies it). */
export type UseCaseContent = {
  readonly meta: z.infer<typeof pageMeta>;
  readonly hero: z.infer<typeof hero>;
  readonly visual: z.infer<typeof visualCopy>;
  readonly challenges: z.infer<typeof fourCards>;
  readonly solutions: z.infer<typeof fourCards>;
  readonly calendar?: z.infer<typeof calendar>;
  readonly techStack?: z.infer<typeof fourCards>;
  readonly metrics: {
    readonly intro: z.infer<typeof sectionIntro>;
    readonly stats: readonly z.infer<typeof stat>[];
    readonly chart: z.infer<typeof resultChartCopy>;
  };
  readonly plan: {
    readonly intro: z.infer<typeof sectionIntro>;
    readonly stepLabel: string;
    readonly outcomeLabel?: string;
    readonly phases: readonly z.infer<typeof phase>[];
  };
  readonly cta: z.infer<typeof ctaBand>;
};
