/// <reference types="vite/client" />
/**
 * One case study's details (what its page shows below the hero), loaded on its own: each record's
 * details are their own chunk in a browser build (`import.meta.glob`, so this module is for Vite
 * builds only — Node reads ./use-cases.ts). Undefined for a slug with no record.
 */
import type { UseCaseDetails } from './use-case-summaries';

const records = import.meta.glob<UseCaseDetails>('./use-case-records/*.ts', { import: 'details' });

export function loadUseCaseDetails(slug: string): Promise<UseCaseDetails | undefined> {
  const load = records[`./use-case-records/${slug}.ts`];
  return load ? load() : Promise.resolve(undefined);
}
