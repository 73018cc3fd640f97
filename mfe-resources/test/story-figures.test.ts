import { describe, expect, it } from 'vitest';
import { figureNumber, storyMetricBars, storyTimelineSteps } from '../src/pages/case-study/story-figures';
import { stories } from '../src/pages/case-study-index/stories.content';

describe('a success story drawn', () => {
  it('reads the number a figure is written with', () => {
    expect(figureNumber('S$8.40')).toBe(8.4);
    expect(figureNumber('1,900 / month')).toBe(1900);
    expect(figureNumber('US$640K')).toBe(640);
    expect(figureNumber('99.1%')).toBe(99.1);
    expect(figureNumber('0%')).toBe(0);
  });

  it('story 1: cost and time bars fall, on-time rises; the record’s texts are printed', () => {
    const [story] = stories;
    const bars = storyMetricBars(story!.metrics);
    expect(bars[0]).toEqual({
      label: 'Cost per order',
      before: 8.4,
      after: 6.47,
      beforeText: 'S$8.40',
      afterText: 'S$6.47',
      changeText: '23% lower',
      lowerIsBetter: true,
    });
    expect(bars[2]?.lowerIsBetter).toBe(false);
  });

  it('every metric of every story has two numbers (a bar needs a length)', () => {
    for (const s of stories)
      for (const m of storyMetricBars(s.metrics)) expect(m.before + m.after, `${s.id} ${m.label}`).toBeGreaterThan(0);
  });

  it('phases in weeks follow each other, an open last phase stays open', () => {
    const { steps, toScale } = storyTimelineSteps(stories[0]!.timeline);
    expect(toScale).toBe(true);
    expect(steps.map((s) => [s.start, s.end])).toEqual([
      [1, 3],
      [4, 8],
      [9, 16],
      [17, undefined],
    ]);
    expect(steps[3]?.label).toBe('Ongoing');
  });

  it('phases not in weeks are equal columns', () => {
    const { steps, toScale } = storyTimelineSteps([
      { phase: 'A', duration: '3 months', description: 'x' },
      { phase: 'B', duration: '2 weeks', description: 'y' },
    ]);
    expect(toScale).toBe(false);
    expect(steps.every((s) => s.start === undefined)).toBe(true);
  });
});
