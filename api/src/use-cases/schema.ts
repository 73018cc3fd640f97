/**
 * The wire form of a case study (docs/product-rules.md#case-studies). The record itself, its schema and the records
 * live in @meranti/platform (use-cases, use-cases.schema): one copy for the API and the pages.
 */
import type { UseCase } from '@meranti/platform/use-cases';

/** As the original server sent it: challenges, solutions and detailedMetrics JSON-encoded. */
export type UseCaseWire = Omit<UseCase, 'challenges' | 'solutions' | 'detailedMetrics'> & {
  challenges: string;
  solutions: string;
  detailedMetrics: string;
};

export const toWire = (u: UseCase): UseCaseWire => ({
  ...u,
  challenges: JSON.stringify(u.challenges),
  solutions: JSON.stringify(u.solutions),
  detailedMetrics: JSON.stringify(u.detailedMetrics),
});
