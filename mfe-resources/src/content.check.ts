// Imported first by the SSR entry: every content module of the resources area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).
import { downloadDialogContent } from './components/download-dialog/download-dialog.content';
import { downloadDialogContentSchema } from './components/download-dialog/download-dialog.schema';
import { calculatorsContent } from './pages/calculators/calculators.content';
import { calculatorsContentSchema } from './pages/calculators/calculators.schema';

calculatorsContentSchema.parse(calculatorsContent);
downloadDialogContentSchema.parse(downloadDialogContent);

import { checkArticleCollections } from './content/collections.check';
import { altBlogContent } from './pages/alt-blog/alt-blog.content';
import { altBlogContentSchema } from './pages/alt-blog/alt-blog.schema';
import { altBlogArticleContent } from './pages/alt-blog-article/alt-blog-article.content';
import { altBlogArticleContentSchema } from './pages/alt-blog-article/alt-blog-article.schema';
import { blogPostContent } from './pages/blog-post/blog-post.content';
import { blogPostContentSchema } from './pages/blog-post/blog-post.schema';
import { blogsContent } from './pages/blogs/blogs.content';
import { blogsContentSchema } from './pages/blogs/blogs.schema';

blogsContentSchema.parse(blogsContent);
blogPostContentSchema.parse(blogPostContent);
altBlogContentSchema.parse(altBlogContent);
altBlogArticleContentSchema.parse(altBlogArticleContent);
checkArticleCollections();
