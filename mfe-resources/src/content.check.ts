// Imported first by the SSR entry: every content module of the resources area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).
import { downloadDialogContent } from './components/download-dialog/download-dialog.content';
import { downloadDialogContentSchema } from './components/download-dialog/download-dialog.schema';
import { checkArticleCollections } from './content/collections.check';
import { guideFiles } from './content/guides';
import { blogArticleClosingContent } from './pages/blog-article/blog-article.closing.content';
import { blogArticleContent } from './pages/blog-article/blog-article.content';
import { blogArticleClosingContentSchema, blogArticleContentSchema } from './pages/blog-article/blog-article.schema';
import { blogIndexContent } from './pages/blog-index/blog-index.content';
import { blogIndexContentSchema } from './pages/blog-index/blog-index.schema';
import { blogPostClosingContent } from './pages/blog-post/blog-post.closing.content';
import { blogPostContent } from './pages/blog-post/blog-post.content';
import { blogPostClosingContentSchema, blogPostContentSchema } from './pages/blog-post/blog-post.schema';
import { blogsContent } from './pages/blogs/blogs.content';
import { blogsContentSchema } from './pages/blogs/blogs.schema';
import { calculatorsContent } from './pages/calculators/calculators.content';
import { calculatorsContentSchema } from './pages/calculators/calculators.schema';
import { caseStudyContent } from './pages/case-study/case-study.content';
import { caseStudyContentSchema } from './pages/case-study/case-study.schema';
import { caseStudyIndexContent } from './pages/case-study-index/case-study-index.content';
import { caseStudyIndexContentSchema } from './pages/case-study-index/case-study-index.schema';
import { stories } from './pages/case-study-index/stories.content';
import { storiesSchema } from './pages/case-study-index/stories.schema';
import { guideContent } from './pages/guide/guide.content';
import { guideContentSchema } from './pages/guide/guide.schema';
import { guidesContent } from './pages/guides/guides.content';
import { guidesContentSchema } from './pages/guides/guides.schema';
import { caseStudiesContent } from './pages/resource-case-studies/case-studies.content';
import { caseStudiesContentSchema } from './pages/resource-case-studies/case-studies.schema';
import { hubContent } from './pages/resources/hub.content';
import { hubContentSchema } from './pages/resources/hub.schema';
import { industryCovers, topicCovers } from './visuals/covers';
import { coversContent } from './visuals/covers.content';
import { coversContentSchema } from './visuals/covers.schema';

calculatorsContentSchema.parse(calculatorsContent);
downloadDialogContentSchema.parse(downloadDialogContent);
caseStudiesContentSchema.parse(caseStudiesContent);
caseStudyIndexContentSchema.parse(caseStudyIndexContent);
storiesSchema.parse(stories);
caseStudyContentSchema.parse(caseStudyContent);
guidesContentSchema.parse(guidesContent);
guideContentSchema.parse(guideContent);
hubContentSchema.parse(hubContent);

// A guide's file name is its slug, and every guide of the listing has its Markdown document.
for (const { file, guide } of guideFiles) {
  if (!file.endsWith(`/${guide.slug}.md`)) throw new Error(`${file}: front matter slug "${guide.slug}" must match the file name`);
}
for (const listed of guidesContent.guides) {
  if (!guideFiles.some((g) => g.guide.slug === listed.slug)) throw new Error(`guides listing: no Markdown guide for slug "${listed.slug}"`);
}
if (!guidesContent.guides.some((g) => g.slug === guidesContent.sample.guideSlug))
  throw new Error('guides: the sample chapter names an unknown guide');

blogsContentSchema.parse(blogsContent);
blogPostContentSchema.parse(blogPostContent);
blogPostClosingContentSchema.parse(blogPostClosingContent);
blogIndexContentSchema.parse(blogIndexContent);
blogArticleContentSchema.parse(blogArticleContent);
blogArticleClosingContentSchema.parse(blogArticleClosingContent);
checkArticleCollections();

// Every drawn cover has its alt text, and no alt text is left without its cover.
coversContentSchema.parse(coversContent);
for (const [kind, files, alts] of [
  ['topic', topicCovers, coversContent.topics],
  ['industry', industryCovers, coversContent.industries],
] as const) {
  const drawn = Object.keys(files).sort().join();
  const described = Object.keys(alts).sort().join();
  if (drawn !== described)
    throw new Error(`${kind} covers: drawn (${drawn}) and described (${described}) differ (src/visuals/covers.content.ts)`);
}
