/**
 * A success story's numbers as the charts draw them (docs/design/art-direction.md "Numbers as
 * graphics"), from the story's own record: its before/after metrics as paired bars, its
 * implementation phases on a track to scale. Pure, unit-tested (test/story-figures.test.ts).
 */
import type { BeforeAfterMetric, TimelineStep } from '@meranti/design-system/charts';
import type { Story } from '../case-study-index/stories.schema';

/** The number a figure is written with: "S$8.40" → 8.4, "1,900 / month" → 1900, "US$640K" → 640. */
export function figureNumber(text: string): number {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(text);
  return m ? Number(m[0].replace(/,/g, '')) : 0;
}

/**
 * Before/after bars: each metric on its own scale, printed as the record writes it, the
 * improvement as its chip. Every metric of a story improved, so the direction it moved is the
 * better one (lower cost, higher on-time rate).
 */
export function storyMetricBars(metrics: Story['metrics']): BeforeAfterMetric[] {
  return metrics.map((m) => {
    const before = figureNumber(m.before);
    const after = figureNumber(m.after);
    return {
      label: m.label,
      before,
      after,
      beforeText: m.before,
      afterText: m.after,
      changeText: m.improvement,
      lowerIsBetter: after < before,
    };
  });
}

const WEEKS = /^(\d+)\s+weeks?$/i;

/**
 * The implementation phases on a track: where every phase but the last is written in weeks ("3
 * weeks"), each spans its weeks after the one before, and a last phase that is not ("Ongoing",
 * "Quarterly") stays open; otherwise the phases are equal columns.
 */
export function storyTimelineSteps(timeline: Story['timeline']): { steps: TimelineStep[]; toScale: boolean } {
  const weeks = timeline.map((t) => WEEKS.exec(t.duration.trim())?.[1]);
  const toScale = weeks.slice(0, -1).every((w) => w !== undefined);
  let next = 1;
  const steps = timeline.map((t, i) => {
    const step: TimelineStep = { label: t.duration, title: t.phase, description: t.description };
    if (!toScale) return step;
    const w = weeks[i];
    const start = next;
    if (w === undefined) return { ...step, start };
    next += Number(w);
    return { ...step, start, end: next - 1 };
  });
  return { steps, toScale };
}
