// `npm test`, after the build: every prerendered page's first-load JavaScript (the start-up
// script and every module its boot data announces, gzip) against its budget (scripts/budgets.mjs).
// Fails naming the route, its total and its largest chunks; and fails on a browser script that
// starts ICU (`icuStarts`).
import fs from 'node:fs/promises';
import path from 'node:path';
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

/**
 * Calls that start ICU in the browser: a page's first `Intl` formatter, `localeCompare` or
 * `toLocaleString` costs 80–120 ms on a phone (4× CPU), in the render of the page that makes it
 * (ADR 21 §7). `toLocaleLowerCase` does not (measured under 1 ms).
 */
export const ICU_START = /\bIntl\.|\.localeCompare\(|\.toLocale(?:Date|Time)?String\(/;

/** The published browser scripts (the shell's and each area's live build) that call into ICU. */
export async function icuStarts(siteDir = SITE_DIR) {
  const live = JSON.parse(await fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8'));
  const dirs = [path.join(siteDir, 'assets'), ...Object.entries(live).map(([area, r]) => path.join(siteDir, 'mfe', area, r.buildId))];
  const found = [];
  for (const dir of dirs) {
    for (const file of await fs.readdir(dir, { recursive: true })) {
      if (!file.endsWith('.js')) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      const hit = ICU_START.exec(text);
      if (hit) found.push(`${path.relative(siteDir, path.join(dir, file))}: …${text.slice(Math.max(0, hit.index - 60), hit.index + 40)}…`);
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const icu = await icuStarts();
  if (icu.length) {
    console.error(`browser scripts that start ICU (80–120 ms on a phone; write the format out, ADR 21 §7):\n- ${icu.join('\n- ')}`);
    process.exit(1);
  }
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
