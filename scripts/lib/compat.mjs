// Can this area build run inside the live shell? (ADR 20). The shell provides every
// shared singleton at run time (areas ship none: `import: false`), so an area built against
// other versions would load and then fail in visitors' browsers. The rules, on the two records
// (`sharedBuildInfo` in scripts/vite/shared-versions.ts: the shell's written by its build to
// .ssr/shell/build-info.json, the area's in its artifact manifest):
//   - the same major version of the seam, @meranti/platform;
//   - every singleton the area takes is shared by the shell;
//   - the version the area was built against lies inside the shell's range for it (the
//     `requiredVersion` of @meranti/contract/federation as the shell was built);
//   - the version the shell provides lies inside the range the area asks for (what the
//     federation runtime itself checks in the browser).
import semver from 'semver';

const PLATFORM = '@meranti/platform';

/**
 * @param {{ platform: string, shared: Record<string, { version: string, requiredVersion: string }> }} shell
 * @param {{ platform: string, shared: Record<string, { version: string, requiredVersion: string }> }} build
 * @returns {string[]} what is wrong, one sentence each; empty when compatible
 */
export function compatibilityProblems(shell, build) {
  const problems = [];
  const shellMajor = semver.valid(shell.platform) ? semver.major(shell.platform) : null;
  const buildMajor = semver.valid(build.platform) ? semver.major(build.platform) : null;
  if (buildMajor === null) problems.push(`${PLATFORM} version "${build.platform}" is not a version`);
  else if (shellMajor !== buildMajor)
    problems.push(`built against ${PLATFORM} ${build.platform}, the live shell has ${shell.platform} (another major version)`);
  for (const [name, taken] of Object.entries(build.shared).sort(([a], [b]) => a.localeCompare(b))) {
    const provided = shell.shared[name];
    if (!provided) {
      problems.push(`takes ${name} from the shell, which the live shell does not share`);
      continue;
    }
    if (!semver.satisfies(taken.version, provided.requiredVersion))
      problems.push(`built against ${name} ${taken.version}, outside the live shell's range ${provided.requiredVersion}`);
    if (!semver.satisfies(provided.version, taken.requiredVersion))
      problems.push(`asks for ${name} ${taken.requiredVersion}, the live shell provides ${provided.version}`);
  }
  return problems;
}
