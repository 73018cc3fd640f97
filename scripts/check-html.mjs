// HTML validity, after build (part of `npm test`): the Nu HTML Checker (vnu.jar from the
// `vnu-jar` package, run on the machine's Java) over every prerendered page, in one run of the
// JVM. Any error fails; warnings are printed. `npm test` installs Debian's headless Java when
// `java` is missing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SITE_DIR } from './lib/layout.mjs';
import { htmlFiles } from './lib/site-check/site-pages.mjs';

const require = createRequire(import.meta.url);
const VNU_JAR = String(require('vnu-jar'));

/** Runs vnu over the files; resolves to its JSON messages. */
function vnu(files) {
  return new Promise((resolve, reject) => {
    // --format json writes the report to stderr; --exit-zero-always so the report is read either way.
    const child = spawn('java', ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', (error) =>
      reject(error.code === 'ENOENT' ? new Error('java is not installed (apt-get install default-jre-headless)') : error),
    );
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out).messages);
      } catch {
        reject(new Error(`vnu exited with ${code} without a report:\n${out.slice(0, 2000)}`));
      }
    });
  });
}

const started = performance.now();
const files = (await htmlFiles(SITE_DIR)).map((rel) => path.join(SITE_DIR, rel));
if (files.length === 0) {
  console.error(`no HTML files in ${SITE_DIR}: build the site first`);
  process.exit(1);
}
const messages = await vnu(files);
const where = (m) => `${path.relative(SITE_DIR, new URL(m.url).pathname)}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`;
const show = (m) => `  ${where(m)} ${m.message}${m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`;
/**
 * CSS the Nu checker's CSS validator does not know yet, though every engine the site supports has
 * shipped it (Chromium 105, Firefox 110, Safari 16): container queries (the `container` and
 * `container-type` properties, the `@container` rule, and `cq*` units, which it reports as a parse
 * error of the declaration that uses them). Only these exact reports are set aside; any other CSS
 * error in the same rule still fails.
 */
const CSS_VALIDATOR_GAPS = [
  (m) => /^CSS: “container(?:-type|-name)?”: Property “container(?:-type|-name)?” doesn't exist\.$/.test(m.message),
  (m) => m.message === 'CSS: Unrecognized at-rule “@container”',
  (m) => /^CSS: “[a-z-]+”: Parse Error\.$/.test(m.message) && /\d(?:\.\d+)?cq(?:i|b|w|h|min|max)\b/.test(m.extract ?? ''),
];
const validatorGap = (m) => CSS_VALIDATOR_GAPS.some((gap) => gap(m));
const errors = messages.filter((m) => (m.type === 'error' || m.type === 'non-document-error') && !validatorGap(m));
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');

console.log(`vnu checked ${files.length} prerendered pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const gaps = messages.filter(validatorGap).length;
if (gaps) console.log(`${gaps} report(s) of container-query CSS set aside (the checker's CSS validator predates it)`);
if (warnings.length) {
  // Warnings do not fail: one line per kind, with the pages it is on.
  const byMessage = new Map();
  for (const m of warnings) byMessage.set(m.message, new Set([...(byMessage.get(m.message) ?? []), where(m).split(':')[0]]));
  console.log(`${warnings.length} warning(s), not failing:`);
  for (const [message, pages] of byMessage) console.log(`  ${message} (${[...pages].join(', ')})`);
}
if (errors.length) {
  console.error(`\nHTML validity: ${errors.length} error(s):\n${errors.map(show).join('\n')}`);
  process.exit(1);
}
console.log('HTML validity: 0 errors');
