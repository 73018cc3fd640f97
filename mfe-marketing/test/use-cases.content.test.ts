import { describe, expect, it } from 'vitest';
import { digitizationContent } from '../src/pages/use-case-digitization/digitization.content';
import { digitizationContentSchema } from '../src/pages/use-case-digitization/digitization.schema';
import { ecommerceScalingContent } from '../src/pages/use-case-ecommerce-scaling/ecommerce-scaling.content';
import { ecommerceScalingContentSchema } from '../src/pages/use-case-ecommerce-scaling/ecommerce-scaling.schema';
import { internationalContent } from '../src/pages/use-case-international/international.content';
import { internationalContentSchema } from '../src/pages/use-case-international/international.schema';
import { peakSeasonContent } from '../src/pages/use-case-peak-season/peak-season.content';
import { peakSeasonContentSchema } from '../src/pages/use-case-peak-season/peak-season.schema';

const clone = <T>(value: T) => structuredClone(value) as any;

describe('static use cases [docs/product-rules.md#case-studies]', () => {
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

  it('e-commerce scaling: 500% growth, 99.5% accuracy, 40% cost cut, 10x capacity; Read Full Case Study to /case-studies; a link to LaaS', () => {
    const c = ecommerceScalingContent;
    expect(c.metrics.stats.map((s) => s.value)).toEqual(['500%', '99.5%', '40%', '10x']);
    expect(c.hero.secondary).toEqual({ label: 'Read Full Case Study', route: 'caseStudyIndex' });
    expect(JSON.stringify(c)).toContain('"route":"serviceLaas"');
    const noCaseStudy = clone(c);
    noCaseStudy.hero.secondary = { label: 'Explore All Services', route: 'services' };
    expect(ecommerceScalingContentSchema.safeParse(noCaseStudy).success).toBe(false);
  });

  it('peak season: calendar Q1 to Q4, four metrics, preparation steps 8-12 down to 2-4 weeks before; 300% volume in the hero', () => {
    const c = peakSeasonContent;
    expect(c.calendar?.quarters.map((q) => q.badge)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(c.metrics.stats.map((s) => s.value)).toEqual(['99%', '48hrs', '85%', '20%']);
    expect(c.plan.phases.map((p) => p.duration)).toEqual(['8-12 weeks before', '6-8 weeks before', '4-6 weeks before', '2-4 weeks before']);
    expect(c.hero.title).toContain('300%');
    const noCalendar = clone(c);
    delete noCalendar.calendar;
    expect(peakSeasonContentSchema.safeParse(noCalendar).success).toBe(false);
    const quartersSwapped = clone(c);
    quartersSwapped.calendar.quarters.reverse();
    expect(peakSeasonContentSchema.safeParse(quartersSwapped).success).toBe(false);
  });

  it('digitization: technology stack in four categories, roadmap 2-3 / 3-4 / 6-8 weeks / ongoing', () => {
    const c = digitizationContent;
    expect(c.techStack?.items.map((i) => i.title)).toEqual(['Integration', 'Automation', 'Analytics', 'Security']);
    expect(c.metrics.stats).toHaveLength(4);
    expect(c.plan.phases.map((p) => p.duration)).toEqual(['2-3 weeks', '3-4 weeks', '6-8 weeks', 'Ongoing']);
    const noStack = clone(c);
    delete noStack.techStack;
    expect(digitizationContentSchema.safeParse(noStack).success).toBe(false);
  });
});
