/** The Markdown pipeline (scripts/vite/markdown.ts, ADR 14): front matter checks, rendering, the plugin. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileMarkdown,
  countWords,
  keepCompoundsWhole,
  type MarkdownCollection,
  markdownContent,
  renderMarkdown,
  slugify,
  splitFrontMatter,
} from '../vite/markdown.ts';

const collection: MarkdownCollection = {
  name: 'test post',
  dir: 'posts',
  schema: z.strictObject({ title: z.string().min(1), readTime: z.number().int(), tags: z.array(z.string()).min(1) }),
};

const doc = (front: string, body: string) => `---\n${front}\n---\n${body}`;

describe('front matter', () => {
  it('splits YAML front matter from the body', () => {
    expect(splitFrontMatter(doc('title: Hello\nreadTime: 3', 'Body text.'), 'a.md')).toEqual({
      data: { title: 'Hello', readTime: 3 },
      body: 'Body text.',
    });
  });

  it('refuses a file without front matter, naming it', () => {
    expect(() => splitFrontMatter('Just text', 'posts/x.md')).toThrow(/posts\/x\.md: no front matter/);
  });

  it('refuses front matter that is not YAML, naming the file', () => {
    expect(() => splitFrontMatter(doc('title: [unclosed', ''), 'posts/y.md')).toThrow(/posts\/y\.md: front matter is not valid YAML/);
  });

  it('fails with every schema problem and the file name', () => {
    const run = () => compileMarkdown(doc('title: ""\nreadTime: soon\nextra: 1', 'x'), 'posts/bad.md', collection);
    expect(run).toThrow(/posts\/bad\.md: front matter does not match the test post schema/);
    const message = (() => {
      try {
        run();
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toMatch(/- title: /);
    expect(message).toMatch(/- readTime: /);
    expect(message).toMatch(/- tags: /);
    expect(message).toMatch(/extra/);
  });
});

describe('rendering', () => {
  it('renders GFM with heading ids, a labelled table region, and collects h2/h3', () => {
    const { html, headings } = renderMarkdown(
      [
        '## Why it matters',
        '',
        'Text with **bold** and a [link](/contact).',
        '',
        '### Costs & savings',
        '',
        '- one',
        '- two',
        '',
        '| Model | Cost |',
        '| --- | ---: |',
        '| 4PL | 12% |',
        '',
        '## Why it matters',
      ].join('\n'),
      'a.md',
    );
    expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
    expect(html).toContain('<h3 id="costs-savings">Costs &amp; savings</h3>');
    expect(html).toContain('<h2 id="why-it-matters-2">');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/contact">link</a>');
    expect(html).toContain('<ul>');
    expect(html).toMatch(/<div class="md-table" role="region" tabindex="0" aria-label="Table: Model, Cost"><table>/);
    expect(html).toContain('<th class="align-right">Cost</th>');
    expect(headings).toEqual([
      { depth: 2, text: 'Why it matters', id: 'why-it-matters' },
      { depth: 3, text: 'Costs & savings', id: 'costs-savings' },
      { depth: 2, text: 'Why it matters', id: 'why-it-matters-2' },
    ]);
  });

  it('refuses raw HTML and a second h1', () => {
    expect(() => renderMarkdown('Hello <script>alert(1)</script>', 'x.md')).toThrow(/x\.md: raw HTML is not allowed/);
    expect(() => renderMarkdown('<div>block</div>', 'x.md')).toThrow(/raw HTML/);
    expect(() => renderMarkdown('# Title', 'x.md')).toThrow(/only h1/);
  });

  it('slugs and counts words', () => {
    expect(slugify('4PL vs. 3PL: the TCO')).toBe('4pl-vs-3pl-the-tco');
    expect(slugify('Café ¿?')).toBe('cafe');
    expect(countWords('<p>One <strong>two</strong> three&amp;four</p>\n<p>five</p>')).toBe(4);
  });
});

describe('the Vite plugin', () => {
  const setup = async (files: Record<string, string>) => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'md-'));
    for (const [name, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await fs.writeFile(path.join(root, name), text);
    }
    const plugin = markdownContent({ root, collections: [collection] });
    const load = plugin.load as unknown as (this: unknown, id: string) => Promise<{ code: string } | null>;
    const ctx = { addWatchFile() {} };
    return { root, load: (id: string) => load.call(ctx, path.join(root, id)) };
  };

  it('turns a .md file into a module of { frontmatter, html, wordCount, headings }; ?meta is the front matter and word count only', async () => {
    const { load } = await setup({ 'posts/a.md': doc('title: A\nreadTime: 2\ntags: [x]', '## Part one\n\nFour words right here.') });
    const full = await load('posts/a.md');
    const value = JSON.parse(full!.code.replace(/^export default /, '').replace(/;\n$/, ''));
    expect(value).toEqual({
      frontmatter: { title: 'A', readTime: 2, tags: ['x'] },
      html: '<h2 id="part-one">Part one</h2>\n<p>Four words right here.</p>\n',
      wordCount: 6,
      headings: [{ depth: 2, text: 'Part one', id: 'part-one' }],
    });
    const meta = await load('posts/a.md?meta');
    expect(JSON.parse(meta!.code.replace(/^export default /, '').replace(/;\n$/, ''))).toEqual({
      frontmatter: { title: 'A', readTime: 2, tags: ['x'] },
      wordCount: 6,
    });
  });

  it('leaves other files and queries to Vite, and fails for a file outside every collection', async () => {
    const { load } = await setup({ 'posts/a.md': doc('title: A\nreadTime: 2\ntags: [x]', 'x'), 'other/b.md': doc('title: B', 'x') });
    expect(await load('posts/a.md?raw')).toBeNull();
    expect(await load('posts/a.ts')).toBeNull();
    await expect(load('other/b.md')).rejects.toThrow(/other\/b\.md: this Markdown file is in no content collection \(posts\)/);
  });

  it('fails the build for bad front matter, naming the file', async () => {
    const { load } = await setup({ 'posts/bad.md': doc('title: B\nreadTime: 2', 'x') });
    await expect(load('posts/bad.md')).rejects.toThrow(/posts\/bad\.md: front matter does not match the test post schema:\n {2}- tags:/);
  });
});

describe('headings keep hyphenated compounds whole', () => {
  it('wraps each compound of the text in a no-wrap span, never inside a tag, the characters unchanged', () => {
    expect(keepCompoundsWhole('1. Multi-carrier becomes the default')).toBe(
      '1. <span class="compound">Multi-carrier</span> becomes the default',
    );
    expect(keepCompoundsWhole('<em>end-to-end</em> <a href="/a-b">x</a>')).toBe(
      '<em><span class="compound">end-to-end</span></em> <a href="/a-b">x</a>',
    );
    const { html, headings } = renderMarkdown('## In-house: control at a price\n', 'x.md');
    expect(html).toBe('<h2 id="in-house-control-at-a-price"><span class="compound">In-house</span>: control at a price</h2>\n');
    expect(headings[0]?.text).toBe('In-house: control at a price');
  });
});
