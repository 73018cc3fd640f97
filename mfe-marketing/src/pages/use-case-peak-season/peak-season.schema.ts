/** Shape of the peak season use case [docs/product-rules.md#case-studies]: calendar Q1 to Q4, four 2-week preparation steps. */
import type { z } from 'zod';
import { staticUseCaseSchema } from '../../components/use-case/use-case.schema';

export const peakSeasonContentSchema = staticUseCaseSchema({
  durations: ['8-12 weeks before', '6-8 weeks before', '4-6 weeks before', '2-4 weeks before'],
  calendar: true,
});

export type PeakSeasonContent = z.infer<typeof peakSeasonContentSchema>;
