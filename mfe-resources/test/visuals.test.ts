import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawnVisuals } from '../scripts/visuals/drawn';
import { articles } from '../src/content/articles';
import { blogPosts } from '../src/content/blog-posts';
import { guides } from '../src/content/guides';
import { stories } from '../src/pages/case-study-index/stories.content';
import { guidesContent } from '../src/pages/guides/guides.content';
import { caseStudiesContent } from '../src/pages/resource-case-studies/case-studies.content';
import { hubContent } from '../src/pages/resources/hub.content';
import { industryCover, topicCover } from '../src/visuals/covers';

const root = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;

describe('drawn visuals (scripts/visuals)', () => {
  for (const [file, draw] of Object.entries(drawnVisuals)) {
    const committed = fs.readFileSync(path.join(root, file), 'utf8');
    it(`${file} is what the generator draws (npm run visuals -w mfe-resources)`, () => {
      expect(committed).toBe(draw());
    });
    it(`${file}: its size, its proportions, nothing from elsewhere`, () => {
      const cover = file.includes('/covers/');
      const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(committed) ?? [];
      expect(cover ? [w, h] : [w, h]).toEqual(cover ? ['640', '360'] : ['560', '448']);
      expect(Buffer.byteLength(committed)).toBeLessThanOrEqual((cover ? 12 : 25) * KB);
      expect(committed).not.toMatch(/<script|<image|<foreignObject|href="(?!#)|url\((?!#)/);
    });
  }
});

describe('covers', () => {
  it('every topic of the library has its own cover, with its alt text', () => {
    const topics = new Set([
      ...articles.map((a) => a.category),
      ...blogPosts.map((p) => p.category),
      ...guides.map((g) => g.category),
      ...guidesContent.guides.map((g) => g.category),
      hubContent.featured.covers.guides,
      hubContent.featured.covers.blogs,
    ]);
    const srcs = new Set<string>();
    for (const topic of topics) {
      const cover = topicCover(topic);
      expect(cover.alt).toMatch(/\.$/);
      srcs.add(cover.src);
    }
    expect(srcs.size).toBe(topics.size);
  });

  it('every industry of both case-study libraries has its own cover, with its alt text', () => {
    const industries = new Set([
      ...caseStudiesContent.studies.map((s) => s.industry),
      ...stories.map((s) => s.industry),
      hubContent.featured.covers.caseStudies,
    ]);
    const srcs = new Set([...industries].map((i) => industryCover(i).src));
    expect(srcs.size).toBe(industries.size);
  });
});
