// Remove old area builds that nothing uses any more (see scripts/lib/prune.mjs for the rule).
//   node scripts/prune.mjs [--keep-days 30] [--keep-releases 5] [--dry-run]
import { SITE_DIR, SSR_DIR } from './lib/layout.mjs';
import { KEEP_RELEASES, pruneBuilds } from './lib/prune.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const keepDays = option('--keep-days', 30);
const keepReleases = option('--keep-releases', KEEP_RELEASES);
if (!Number.isFinite(keepDays) || keepDays < 0 || !Number.isInteger(keepReleases) || keepReleases < 2) {
  console.error(
    'usage: node scripts/prune.mjs [--keep-days <days, default 30>] [--keep-releases <builds per area, at least 2, default 5>] [--dry-run]',
  );
  process.exit(2);
}
const dryRun = args.includes('--dry-run');
const removed = await pruneBuilds({ siteDir: SITE_DIR, ssrDir: SSR_DIR, keepDays, keepReleases, dryRun });
const verb = dryRun ? 'would remove' : 'removed';
if (removed.length === 0)
  console.log(
    `[prune] nothing to remove (builds that stopped being live more than ${keepDays} days ago, not live, not among the last ${keepReleases} releases of their area, not referenced)`,
  );
for (const { area, buildId } of removed) console.log(`[prune] ${verb} ${area} build ${buildId}`);
