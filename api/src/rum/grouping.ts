/**
 * Adding rollups up: cells into groups, error counts and samples into error groups. The file
 * store groups in Node with these; the PostgreSQL store sums in SQL and groups its error rows
 * here too, so both answer the same shape the same way.
 */
import { addBuckets } from './histogram';
import type { ErrorCount, ErrorGroup, ErrorSample, RollupCell, RollupGroup, TargetCount, TargetGroup } from './telemetry-store';
import { groupKey } from './telemetry-store';

export function groupCells(cells: Iterable<RollupCell>, byRoute: boolean): RollupGroup[] {
  const groups = new Map<string, RollupGroup>();
  for (const c of cells) {
    const key = groupKey(c, byRoute);
    let g = groups.get(key);
    if (!g) {
      g = { area: c.area, build: c.build, channel: c.channel, metric: c.metric, count: 0, sum: 0, ...(byRoute ? { route: c.route } : {}) };
      groups.set(key, g);
    }
    g.count += c.count;
    g.sum += c.sum;
    if (c.buckets) g.buckets = addBuckets(g.buckets ?? [], c.buckets);
  }
  return [...groups.values()];
}

/** Error groups from the window's counts (per fingerprint, build, route) and the samples of those fingerprints. */
export function groupErrors(
  counts: Iterable<Pick<ErrorCount, 'fingerprint' | 'build' | 'route' | 'count'>>,
  samples: Iterable<ErrorSample>,
  limit: number,
): ErrorGroup[] {
  const byPrint = new Map<string, { count: number; builds: Map<string, number>; routes: Set<string> }>();
  for (const c of counts) {
    let g = byPrint.get(c.fingerprint);
    if (!g) {
      g = { count: 0, builds: new Map(), routes: new Set() };
      byPrint.set(c.fingerprint, g);
    }
    g.count += c.count;
    g.builds.set(c.build, (g.builds.get(c.build) ?? 0) + c.count);
    g.routes.add(c.route);
  }
  const samplesOf = new Map<string, ErrorSample[]>();
  for (const s of samples) if (byPrint.has(s.fingerprint)) samplesOf.set(s.fingerprint, [...(samplesOf.get(s.fingerprint) ?? []), s]);
  const out: ErrorGroup[] = [];
  for (const [fingerprint, g] of byPrint) {
    const own = (samplesOf.get(fingerprint) ?? []).sort((a, b) => b.lastSeen - a.lastSeen);
    const latest = own[0];
    if (!latest) continue; // counted, but its sample is gone (retention): nothing to show
    out.push({
      fingerprint,
      area: latest.area,
      type: latest.type,
      message: latest.message,
      count: g.count,
      firstSeen: Math.min(...own.map((s) => s.firstSeen)),
      lastSeen: Math.max(...own.map((s) => s.lastSeen)),
      builds: [...g.builds].map(([build, count]) => ({ build, count })).sort((a, b) => b.count - a.count),
      routes: [...g.routes].sort(),
      samples: own,
    });
  }
  return out.sort((a, b) => b.count - a.count || b.lastSeen - a.lastSeen).slice(0, limit);
}

/** The elements behind slow or shifting vitals: per metric, the `limit` most frequent. */
export function groupTargets(counts: Iterable<Pick<TargetCount, 'metric' | 'target' | 'count' | 'sum'>>, limit: number): TargetGroup[] {
  const sums = new Map<string, { metric: TargetCount['metric']; target: string; count: number; sum: number }>();
  for (const t of counts) {
    const key = `${t.metric}|${t.target}`;
    const g = sums.get(key) ?? { metric: t.metric, target: t.target, count: 0, sum: 0 };
    g.count += t.count;
    g.sum += t.sum;
    sums.set(key, g);
  }
  const byMetric = new Map<string, TargetGroup[]>();
  for (const g of sums.values())
    byMetric.set(g.metric, [
      ...(byMetric.get(g.metric) ?? []),
      { metric: g.metric, target: g.target, count: g.count, mean: g.sum / g.count },
    ]);
  return [...byMetric.values()].flatMap((list) => list.sort((a, b) => b.count - a.count).slice(0, limit));
}
