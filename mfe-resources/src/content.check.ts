// Imported first by the SSR entry: every content module of the resources area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).
import { downloadDialogContent } from './components/download-dialog/download-dialog.content';
import { downloadDialogContentSchema } from './components/download-dialog/download-dialog.schema';
import { checkArticleCollections } from './content/collections.check';
import { guideFiles } from './content/guides';
import { altBlogContent } from './pages/alt-blog/alt-blog.content';
import { altBlogContentSchema } from './pages/alt-blog/alt-blog.schema';
import { altBlogArticleContent } from './pages/alt-blog-article/alt-blog-article.content';
import { altBlogArticleContentSchema } from './pages/alt-blog-article/alt-blog-article.schema';
import { altCaseStudiesContent } from './pages/alt-case-studies/alt-case-studies.content';
import { altCaseStudiesContentSchema } from './pages/alt-case-studies/alt-case-studies.schema';
import { stories } from './pages/alt-case-studies/stories.content';
import { storiesSchema } from './pages/alt-case-studies/stories.schema';
import { altCaseStudyContent } from './pages/alt-case-study/alt-case-study.content';
import { altCaseStudyContentSchema } from './pages/alt-case-study/alt-case-study.schema';
import { blogPostContent } from './pages/blog-post/blog-post.content';
import { blogPostContentSchema } from './pages/blog-post/blog-post.schema';
import { blogsContent } from './pages/blogs/blogs.content';
import { blogsContentSchema } from './pages/blogs/blogs.schema';
import { calculatorsContent } from './pages/calculators/calculators.content';
import { calculatorsContentSchema } from './pages/calculators/calculators.schema';
import { caseStudiesContent } from './pages/case-studies/case-studies.content';
import { caseStudiesContentSchema } from './pages/case-studies/case-studies.schema';
import { guideContent } from './pages/guide/guide.content';
import { guideContentSchema } from './pages/guide/guide.schema';
import { guidesContent } from './pages/guides/guides.content';
import { guidesContentSchema } from './pages/guides/guides.schema';
import { hubContent } from './pages/hub/hub.content';
import { hubContentSchema } from './pages/hub/hub.schema';

calculatorsContentSchema.parse(calculatorsContent);
downloadDialogContentSchema.parse(downloadDialogContent);
caseStudiesContentSchema.parse(caseStudiesContent);
altCaseStudiesContentSchema.parse(altCaseStudiesContent);
storiesSchema.parse(stories);
altCaseStudyContentSchema.parse(altCaseStudyContent);
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
altBlogContentSchema.parse(altBlogContent);
altBlogArticleContentSchema.parse(altBlogArticleContent);
checkArticleCollections();
