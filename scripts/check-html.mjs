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
const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');

console.log(`vnu checked ${files.length} prerendered pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
