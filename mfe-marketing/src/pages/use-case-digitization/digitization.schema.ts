/** Shape of the digitization use case: technology stack in four categories, roadmap 2-3, 3-4, 6-8 weeks, ongoing. */
import type { z } from 'zod';
import { staticUseCaseSchema } from '../../components/use-case/use-case.schema';

export const digitizationContentSchema = staticUseCaseSchema({
  durations: ['2-3 weeks', '3-4 weeks', '6-8 weeks', 'Ongoing'],
  techStack: true,
});

export type DigitizationContent = z.infer<typeof digitizationContentSchema>;
