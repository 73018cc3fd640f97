/** Shape of the international expansion use case [docs/product-rules.md#case-studies]: plan 2-3, 3-4, 2-3 weeks, ongoing. */
import type { z } from 'zod';
import { staticUseCaseSchema } from '../../components/use-case/use-case.schema';

export const internationalContentSchema = staticUseCaseSchema({ durations: ['2-3 weeks', '3-4 weeks', '2-3 weeks', 'Ongoing'] });

export type InternationalContent = z.infer<typeof internationalContentSchema>;
