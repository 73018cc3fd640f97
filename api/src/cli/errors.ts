/**
 * `npm run errors -- [--area resources] [--build <id>] [--since 7d] [--limit 10] [--json]`: the
 * client errors visitors' browsers reported (ADR 24), grouped by fingerprint, most frequent first:
 * count, first and last seen, the builds it occurred on, its routes, and its stack mapped to the
 * sources through that build's source maps (SSR_DIR; never served).
 */

import { type MappedFrame, StackMapper } from '../rum/source-maps';
import type { ErrorGroup } from '../rum/telemetry-store';
import { parseOptions, runTelemetryCommand, when } from './telemetry-cli';

const USAGE = `Usage: npm run errors -- [--area marketing|resources|contact|shell] [--build <id>] [--route <pattern>]
                        [--since 7d] [--limit 10] [--json]
  top client errors by fingerprint, with their stacks mapped to the sources of the build they ran`;

/**
 * A frame as a person reads it: mapped, the source file, line and column and that line of code
 * (a minified build's function names say nothing); else the browser's function and address.
 */
export function describeFrame(f: MappedFrame): string {
  if (f.source) return `${f.source.file}:${f.source.line}:${f.source.column}${f.source.code ? `  ${f.source.code}` : ''}`;
  return `${f.fn ? `${f.fn} ` : ''}(${f.url}:${f.line}:${f.column})`;
}

await runTelemetryCommand(USAGE, async (store, config) => {
  const options = parseOptions(process.argv.slice(2), ['area', 'build', 'route', 'since', 'limit'], '7d');
  const groups = await store.errorGroups(options.window, { limit: options.limit });
  const mapper = new StackMapper(config.ssrDir);
  /** The sample to show: of the build asked for, else of the build it occurred on most. */
  const sampleOf = (g: ErrorGroup) => g.samples.find((s) => s.build === (options.window.build ?? g.builds[0]?.build)) ?? g.samples[0];
  const report = groups.map((g) => {
    const sample = sampleOf(g);
    const frames = sample?.stack ? mapper.map(sample.stack) : [];
    return { ...g, sample: sample ? { build: sample.build, stack: sample.stack, frames } : undefined, samples: undefined };
  });

  if (options.json) {
    console.log(JSON.stringify({ from: when(options.window.from), to: when(options.window.to), errors: report }, null, 2));
    return 0;
  }
  console.log(`Client errors since ${when(options.window.from)} (${options.sinceText}) — ${store.description}`);
  if (!report.length) {
    console.log('No errors in this window.');
    return 0;
  }
  for (const e of report) {
    console.log(`\n${e.fingerprint}  ${String(e.count).padStart(6)} ×  ${e.area} · ${e.type}  ${e.message}`);
    console.log(`    first seen ${when(e.firstSeen)}, last seen ${when(e.lastSeen)}`);
    console.log(`    builds: ${e.builds.map((b) => `${b.build} (${b.count})`).join(', ')}`);
    console.log(`    routes: ${e.routes.join(', ')}`);
    if (!e.sample?.frames.length) {
      if (e.sample?.stack)
        console.log(`    stack (${e.sample.build}, not parsed):\n      ${e.sample.stack.split('\n').slice(0, 6).join('\n      ')}`);
      continue;
    }
    const mapped = e.sample.frames.some((f) => f.source);
    console.log(`    stack on ${e.sample.build}${mapped ? ', mapped to sources' : ' (no source maps for it here)'}:`);
    for (const f of e.sample.frames.slice(0, 12)) console.log(`      at ${describeFrame(f)}`);
  }
  return 0;
});
