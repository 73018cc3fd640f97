// References in the repository's own files must resolve inside the repository: no comment may
// cite a document we do not have (the product specification, its decision list, an issue
// tracker's numbers), and every `docs/….md#anchor` or `ADR <n>` a file cites must exist.
// The rules themselves are in docs/product-rules.md; decisions in docs/decisions/.
// Checked by scripts/test/references.test.mjs on every tracked source file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SECTION = '\u00a7';

/** Citations of documents outside the repository. Each: what it is, and its pattern. */
export const OUTSIDE = [
  { kind: 'decision list', re: /\bDECISIONS\.md\b|\bPAGE-DONE\b/g },
  // A section sign, unless it points into one of our own records ("ADR 21 §6").
  { kind: 'section of the spec', re: new RegExp(`(?<!\\bADR \\d+ (?:${SECTION}\\d+[–-])?)${SECTION}\\s*\\d*`, 'g') },
  {
    kind: 'the spec',
    re: /\b(?:the|this|that|a|its) spec(?:ification)?(?:'s|’s)?(?![-\w]|\.\w)(?! (?:files?|walks?|runs?)\b)|\bspec(?:ification)?(?:'s|’s)\b|\bspec(?:ification)? (?:says|said|gives|asks|lists|names|describes|documents?|texts?|wording|figures|fields|order|0\d\d)\b/gi,
  },
  { kind: 'issue number', re: /\b(?:issues?|tickets?|PRs?|pull requests?|findings?)\s+#?\d+\b|\(#\d+\)/gi },
];

/** Citations of our own documents: checked to exist. */
const DOC_LINK = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
const ADR = /\bADR \d{1,3}\b|\bADRs \d{1,3}(?:(?:, | and | or )\d{1,3}\b)*/g;

/** The findings in one file's text: `{ line, kind, text }`, lines counted from 1. */
export function findOutsideReferences(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const { kind, re } of OUTSIDE) {
      for (const m of line.matchAll(re)) found.push({ line: i + 1, kind, text: m[0].trim() });
    }
  });
  return found;
}

/** GitHub's anchor of a Markdown heading. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (`#`…`######`). */
export function anchorsOf(markdown) {
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) {
      let a = anchorOf(m[1]);
      for (let n = 1; anchors.has(a); n++) a = `${anchorOf(m[1])}-${n}`;
      anchors.add(a);
    }
  }
  return anchors;
}

/**
 * Citations of our own documents that do not resolve. `root` is the repository; `adrNumbers`
 * the numbers of docs/decisions/; `readDoc(rel)` returns a doc's text or undefined.
 */
export function findBrokenReferences(text, { adrNumbers, readDoc }) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(DOC_LINK)) {
      const [file, anchor] = m[0].split('#');
      const doc = readDoc(file);
      if (doc === undefined) found.push({ line: i + 1, kind: 'missing document', text: m[0] });
      else if (anchor && !anchorsOf(doc).has(anchor)) found.push({ line: i + 1, kind: 'missing heading', text: m[0] });
    }
    for (const m of line.matchAll(ADR)) {
      for (const n of m[0].match(/\d+/g)) {
        if (!adrNumbers.has(Number(n))) found.push({ line: i + 1, kind: 'missing ADR', text: `ADR ${n}` });
      }
    }
  });
  return found;
}

/** Tracked files whose comments and texts are checked: code, configs, scripts, READMEs outside docs/. */
export const CHECKED =
  /\.(?:[cm]?[jt]sx?|d\.[cm]?ts|css|json|ya?ml|html|sh|toml|conf)$|(?:^|\/)(?:README\.md|Caddyfile[\w.-]*|Dockerfile[\w.-]*|\.gitignore|\.npmrc)$|^\.ci\//;
// Not checked: docs/ (where the rules and the dated records live), the lockfile, and this check and
// its test, which hold the patterns and samples of what they look for.
const SKIPPED = /(?:^|\/)package-lock\.json$|^docs\/|^scripts\/lib\/references\.mjs$|^scripts\/test\/references\.test\.mjs$/;

/** Every finding in the repository at `root`, as `file:line kind: text` strings. */
export function checkRepository(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && CHECKED.test(f) && !SKIPPED.test(f));
  const adrNumbers = new Set(
    fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .map((f) => /^(\d{4})-/.exec(f)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  const docs = new Map();
  const readDoc = (rel) => {
    if (!docs.has(rel)) {
      const abs = path.join(root, rel);
      docs.set(rel, fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : undefined);
    }
    return docs.get(rel);
  };
  const problems = [];
  for (const file of files) {
    const abs = path.join(root, file);
    if (!fs.existsSync(abs)) continue;
    const text = fs.readFileSync(abs, 'utf8');
    const found = [...findOutsideReferences(text), ...findBrokenReferences(text, { adrNumbers, readDoc })];
    for (const f of found) problems.push(`${file}:${f.line} ${f.kind}: ${f.text}`);
  }
  return problems;
}
