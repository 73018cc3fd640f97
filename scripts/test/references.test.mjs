import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorOf, anchorsOf, checkRepository, findBrokenReferences, findOutsideReferences } from '../lib/references.mjs';

// Built from parts, so that this file does not cite what it tests for.
const SECTION = '\u00a7';
const DECISIONS = ['DECISIONS', 'md'].join('.');
const ADR = 'ADR';
const DOCS = 'docs/';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const kinds = (text) => findOutsideReferences(text).map((f) => `${f.line} ${f.kind}`);

describe('citations of documents outside the repository', () => {
  it.each([
    [`/** Titles get the brand suffix (${DECISIONS}). */`, 'decision list'],
    ['// keyboard paths (PAGE-DONE "Behaviour and access")', 'decision list'],
    [`/** The enquiry [000 ${SECTION}3, ${SECTION}5]. */`, 'section of the spec'],
    [`// what spec 001 ${SECTION}9 asks`, 'section of the spec'],
    ['// Text containment, as the spec says.', 'the spec'],
    ["/** The spec's rule, written out. */", 'the spec'],
    ['// in the order of the specification', 'the spec'],
    ['/** The four options, in the order of the specification. */', 'the spec'],
    ["it('an encoded slash never reaches a file (issue 20)', () => {", 'issue number'],
    ['// Issue 26, findings 1 and 6: one owner', 'issue number'],
    ['// fixed in (#123)', 'issue number'],
    ["describe('credentials only over TLS (finding 16)', () => {", 'issue number'],
  ])('flags %s', (text, kind) => {
    expect(findOutsideReferences(text).map((f) => f.kind)).toContain(kind);
  });

  it('names the line of each finding', () => {
    expect(kinds(`const a = 1;\n// see ${DECISIONS}\nconst b = 2; // issue 7`)).toEqual(['2 decision list', '3 issue number']);
  });

  it.each([
    [`// The layout gate (ADR 25 ${SECTION}3) runs on every page`],
    [`// Three rules came out of measuring (ADR 21 ${SECTION}7–${SECTION}9)`],
    ['// the route walk of pages.spec.ts, and the spec file of the layout gate'],
    ['const css = `mask-image: linear-gradient(120deg, transparent 35%, #000 100%)`;'],
    ['// an issue of the relay, not of the queue; 20 issues at most'],
    [`/** ${DOCS}product-rules.md#lead-gate says why. */`],
  ])('lets through %s', (text) => {
    expect(findOutsideReferences(text)).toEqual([]);
  });
});

describe('citations of our own documents', () => {
  const docs = { 'docs/product-rules.md': "# Product rules\n\n## Today's date\n\n## Leads\n\n```\n## Not a heading\n```\n" };
  const context = { adrNumbers: new Set([1, 13, 25]), readDoc: (rel) => docs[rel] };
  const broken = (text) => findBrokenReferences(text, context).map((f) => `${f.kind}: ${f.text}`);

  it('makes GitHub anchors of headings', () => {
    expect(anchorOf("Today's date")).toBe('todays-date');
    expect(anchorOf('Brand and company facts')).toBe('brand-and-company-facts');
    expect([...anchorsOf(docs['docs/product-rules.md'])]).toEqual(['product-rules', 'todays-date', 'leads']);
  });

  it('accepts a document, a heading and an ADR that exist', () => {
    expect(broken('// docs/product-rules.md#todays-date, docs/product-rules.md, ADR 13, ADRs 1 and 25')).toEqual([]);
  });

  it('flags a missing document, a missing heading and a missing ADR', () => {
    expect(broken(`// ${DOCS}rules.md#leads; ${DOCS}product-rules.md#lead-gate; ${DOCS}product-rules.md#not-a-heading`)).toEqual([
      'missing document: docs/rules.md#leads',
      'missing heading: docs/product-rules.md#lead-gate',
      'missing heading: docs/product-rules.md#not-a-heading',
    ]);
    expect(broken(`/** As ${ADR} 11 says; ${ADR}s 13 and 40. */`)).toEqual(['missing ADR: ADR 11', 'missing ADR: ADR 40']);
  });
});

describe('a repository with a stray citation', () => {
  it('is reported as file:line, the kind and the text', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'references-'));
    try {
      const write = (rel, text) => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        fs.writeFileSync(path.join(root, rel), text);
      };
      write('docs/decisions/0001-one.md', '# 1. One\n');
      write('docs/product-rules.md', '# Product rules\n\n## Leads\n');
      write('src/ok.ts', `// ${DOCS}product-rules.md#leads and ${ADR} 1\n`);
      write('src/bad.ts', `const a = 1;\n// the gate (${DECISIONS}; 001 ${SECTION}4, issue 9)\n// ${ADR} 2\n`);
      write('src/notes.txt', `${DECISIONS}\n`);
      execFileSync('git', ['init', '-q'], { cwd: root });
      execFileSync('git', ['add', '.'], { cwd: root });
      expect(checkRepository(root)).toEqual([
        `src/bad.ts:2 decision list: ${DECISIONS}`,
        `src/bad.ts:2 section of the spec: ${SECTION}4`,
        'src/bad.ts:2 issue number: issue 9',
        'src/bad.ts:3 missing ADR: ADR 2',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the repository', () => {
  it('cites no document outside it, and every docs/ page, heading and ADR it cites exists', () => {
    expect(checkRepository(ROOT)).toEqual([]);
  });
});
