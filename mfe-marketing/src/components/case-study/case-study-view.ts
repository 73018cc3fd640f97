/**
 * What a case-study page shows, normalised from a use-case record
 * (docs/product-rules.md#case-studies). Pure functions: the fixed pages pass a record of the
 * shared module, the generic page passes what GET /api/use-cases/{slug} answered — where
 * challenges, solutions and detailedMetrics may arrive as JSON-encoded strings. Anything that cannot be shown (no record,
 * no title, malformed JSON) gives `null`, which the page shows as "Case study not found".
 */
import { type UseCaseIcon, useCaseIconValues } from '@meranti/platform/use-case-summaries';

export interface CaseStudyView {
  readonly slug: string;
  /** The h1: title, else heroSubtitle. */
  readonly title: string;
  readonly category?: string;
  readonly industry?: string;
  /** The hero's paragraph: heroDescription, else result. */
  readonly lead?: string;
  readonly tags: readonly string[];
  /** Key Results: detailedMetrics when there are any, else metrics. */
  readonly keyResults: readonly { readonly value: string; readonly label: string }[];
  readonly challengeDescription?: string;
  readonly challenges: readonly { readonly icon: UseCaseIcon; readonly title: string; readonly description: string }[];
  readonly solutions: readonly { readonly title: string; readonly description: string; readonly benefit?: string }[];
  /** The challenge and result card pair. */
  readonly challenge?: string;
  readonly result?: string;
}

type Json = Record<string, unknown>;

class Malformed extends Error {}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** An allowed icon name, else TrendingUp (unknown or missing falls back: docs/product-rules.md#case-studies). */
export function resolveUseCaseIcon(name: unknown): UseCaseIcon {
  return typeof name === 'string' && (useCaseIconValues as readonly string[]).includes(name) ? (name as UseCaseIcon) : 'TrendingUp';
}

/**
 * A list field as the server may send it: an array, a JSON-encoded array, or nothing (→ []).
 * Throws on JSON that does not parse or is not an array.
 */
export function parseJsonList(value: unknown): readonly unknown[] {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw new Malformed('malformed JSON');
    }
  }
  if (!Array.isArray(list)) throw new Malformed('not a list');
  return list;
}

/** The objects of a list that carry every named text field (others are left out). */
function entries<K extends string>(list: readonly unknown[], keys: readonly K[]): (Json & Record<K, string>)[] {
  return list.filter((item): item is Json & Record<K, string> => isObject(item) && keys.every((k) => str(item[k]) !== undefined));
}

/** The view of one record, or null when there is none to show. */
export function toCaseStudyView(record: unknown): CaseStudyView | null {
  if (!isObject(record)) return null;
  const title = str(record.title) ?? str(record.heroSubtitle);
  const slug = str(record.slug);
  if (!title || !slug) return null;
  try {
    const detailed = entries(parseJsonList(record.detailedMetrics), ['metric', 'label']).map((m) => ({
      value: m.metric.trim(),
      label: m.label.trim(),
    }));
    const metrics = entries(parseJsonList(record.metrics), ['value', 'label']).map((m) => ({
      value: m.value.trim(),
      label: m.label.trim(),
    }));
    return {
      slug,
      title,
      category: str(record.category),
      industry: str(record.industry),
      lead: str(record.heroDescription) ?? str(record.result),
      tags: parseJsonList(record.tags).flatMap((t) => str(t) ?? []),
      keyResults: detailed.length > 0 ? detailed : metrics,
      challengeDescription: str(record.challengeDescription),
      challenges: entries(parseJsonList(record.challenges), ['title', 'description']).map((c) => ({
        icon: resolveUseCaseIcon(c.icon),
        title: c.title.trim(),
        description: c.description.trim(),
      })),
      solutions: entries(parseJsonList(record.solutions), ['title', 'description']).map((s) => {
        const benefit = str(s.benefit);
        return { title: s.title.trim(), description: s.description.trim(), ...(benefit ? { benefit } : {}) };
      }),
      challenge: str(record.challenge),
      result: str(record.result),
    };
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/** The view from GET /api/use-cases/{slug}'s answer (`{ data }`), or null (no data, malformed). */
export const caseStudyFromResponse = (body: unknown): CaseStudyView | null => (isObject(body) ? toCaseStudyView(body.data) : null);
