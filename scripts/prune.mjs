// Remove old remote builds that nothing uses any more (see scripts/lib/prune.mjs for the rule).
//   node scripts/prune.mjs [--keep-days 30] [--dry-run]
import { SITE_DIR, SSR_DIR } from './lib/layout.mjs';
import { pruneBuilds } from './lib/prune.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--keep-days');
const keepDays = at >= 0 ? Number(args[at + 1]) : 30;
if (!Number.isFinite(keepDays) || keepDays < 0) {
  console.error('usage: node scripts/prune.mjs [--keep-days <days, default 30>] [--dry-run]');
  process.exit(2);
}
const dryRun = args.includes('--dry-run');
const removed = await pruneBuilds({ siteDir: SITE_DIR, ssrDir: SSR_DIR, keepDays, dryRun });
const verb = dryRun ? 'would remove' : 'removed';
if (removed.length === 0) console.log(`[prune] nothing to remove (builds older than ${keepDays} days, not live, not referenced)`);
for (const { area, buildId } of removed) console.log(`[prune] ${verb} ${area} build ${buildId}`);
