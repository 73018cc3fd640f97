// `npm test`, after the build: every prerendered page's first-load JavaScript (the start-up
// script and every module its boot data announces, gzip) against its budget (scripts/budgets.mjs).
// Fails naming the route, its total and its largest chunks.
import fs from 'node:fs/promises';
import { matchRoute } from '@meranti/platform';
import { AREA_BUDGETS, MAX_FIRST_LOAD, TARGET_FIRST_LOAD } from './budgets.mjs';
import { firstLoadJs, prerenderedPages } from './lib/first-load.mjs';
import { SITE_DIR } from './lib/layout.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function measureSite(siteDir = SITE_DIR) {
  const results = new Map();
  for (const { route, file } of await prerenderedPages(siteDir)) {
    results.set(route, await firstLoadJs(siteDir, await fs.readFile(file, 'utf8')));
  }
  return results;
}

/** Problems (strings) for the measured site against the budgets. */
export function checkBudgets(results, { max = MAX_FIRST_LOAD, areas = AREA_BUDGETS } = {}) {
  const problems = [];
  const detail = (r) =>
    r.files
      .slice(0, 6)
      .map((f) => `${f.url} ${kb(f.gzip)}`)
      .join(', ');
  for (const [route, r] of results) {
    if (r.gzip > max) problems.push(`${route}: ${kb(r.gzip)} first-load JS > ${kb(max)} — largest: ${detail(r)}`);
    for (const area of areas) {
      if (matchRoute(route)?.entry.area !== area.area || route === area.reference) continue;
      const ref = results.get(area.reference);
      if (ref && r.gzip > ref.gzip + area.slack) {
        problems.push(`${route}: ${kb(r.gzip)} > ${area.reference}'s ${kb(ref.gzip)} + ${kb(area.slack)} — largest: ${detail(r)}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureSite();
  for (const [route, r] of results) console.log(`${route.padEnd(48)} ${kb(r.gzip).padStart(9)}  (${r.files.length} files)`);
  const problems = checkBudgets(results);
  if (problems.length) {
    console.error(`\nfirst-load JavaScript over budget:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const over = [...results].filter(([, r]) => r.gzip > TARGET_FIRST_LOAD).length;
  console.log(`first-load JavaScript within budget on ${results.size} pages (≤ ${kb(MAX_FIRST_LOAD)} each)`);
  console.log(`goal ≤ ${kb(TARGET_FIRST_LOAD)}: met on ${results.size - over} of ${results.size} pages`);
}
