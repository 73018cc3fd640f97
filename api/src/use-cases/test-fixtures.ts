/**
 * Test-only answers of GET /api/use-cases/:slug, served only when USE_CASE_TEST_FIXTURES is set
 * (config/env.ts; the end-to-end suite sets it, production never does). They drive the generic
 * case-study page through what the real records never send: lists as JSON strings with an
 * unknown and a missing icon name, malformed JSON, and an answer with no data.
 */
import { findUseCase, type UseCase } from '@meranti/platform/use-cases';
import { toWire } from './schema';

/** What the API sends as `data` for a fixture slug (deliberately not always a valid record). */
export type TestFixtureData = Readonly<Record<string, unknown>> | null;

const base: UseCase = findUseCase('medical-device-regional-distribution') as UseCase;
const slugged = (slug: string) => ({ ...toWire(base), id: 9000 + slug.length, slug, href: `/use-cases/${slug}` });

export const useCaseTestFixtures: Readonly<Record<string, TestFixtureData>> = {
  /** JSON-encoded lists; one challenge with an icon outside the allowed names, one with none. */
  'test-fixture-json-strings': {
    ...slugged('test-fixture-json-strings'),
    title: 'Test Fixture: Lists Sent as JSON Strings',
    challenges: JSON.stringify([
      { icon: 'Rocket', title: 'Unknown icon name', description: 'Rocket is not an allowed name, so TrendingUp is shown.' },
      { title: 'Missing icon name', description: 'No icon at all, so TrendingUp is shown.' },
      { icon: 'Truck', title: 'Allowed icon name', description: 'Truck is shown as named.' },
    ]),
    solutions: JSON.stringify([
      { title: 'Parsed solution', description: 'This solution arrived inside a JSON string.', benefit: 'Parsed benefit' },
      { title: 'Second parsed solution', description: 'So did this one, without a benefit.' },
    ]),
    detailedMetrics: JSON.stringify([
      { metric: '42%', label: 'Parsed detailed metric' },
      { metric: '7 days', label: 'Second parsed detailed metric' },
    ]),
  },
  /** A list whose JSON does not parse. */
  'test-fixture-malformed-json': {
    ...slugged('test-fixture-malformed-json'),
    title: 'Test Fixture: Malformed JSON',
    challenges: '[{"icon": "Globe", "title": "Cut off',
  },
  /** An answer with no data. */
  'test-fixture-empty-data': null,
};
