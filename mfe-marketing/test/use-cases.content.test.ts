import { describe, expect, it } from 'vitest';
import { internationalContent } from '../src/pages/use-case-international/international.content';
import { internationalContentSchema } from '../src/pages/use-case-international/international.schema';

const clone = <T>(value: T) => structuredClone(value) as any;

describe('static use cases [000 §2 "Static use-case pages", §9]', () => {
  it('international expansion: four challenges, four solutions, the four result figures, phases 2-3 / 3-4 / 2-3 weeks / ongoing', () => {
    const c = internationalContent;
    expect(c.challenges.items).toHaveLength(4);
    expect(c.solutions.items).toHaveLength(4);
    expect(c.metrics.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '95% On-time delivery',
      '30% Fewer customs delays',
      '25% Logistics cost savings',
      '90% Lower compliance risk',
    ]);
    expect(c.plan.phases.map((p) => p.duration)).toEqual(['2-3 weeks', '3-4 weeks', '2-3 weeks', 'Ongoing']);
    expect(c.hero.lead).toContain('50+ countries');
  });

  it('a plan with another duration, a fifth challenge or a calendar it does not have fails the schema', () => {
    const wrongDuration = clone(internationalContent);
    wrongDuration.plan.phases[1].duration = '4-5 weeks';
    expect(internationalContentSchema.safeParse(wrongDuration).success).toBe(false);

    const fiveChallenges = clone(internationalContent);
    fiveChallenges.challenges.items.push(fiveChallenges.challenges.items[0]);
    expect(internationalContentSchema.safeParse(fiveChallenges).success).toBe(false);

    const withCalendar = clone(internationalContent);
    withCalendar.calendar = { intro: { heading: 'Calendar' }, quarters: [] };
    expect(internationalContentSchema.safeParse(withCalendar).success).toBe(false);
  });
});
