import { href } from '@meranti/platform';
import { ArticleNotFound } from '../../components/article/ArticleNotFound';
import { blogPostClosingContent as c } from './blog-post.closing.content';

/** An address with no such article: a way back to the listing (its own chunk: only this case needs it). */
export function BlogPostNotFound({ path }: { readonly path: string }) {
  return (
    <ArticleNotFound
      title={c.notFound.title}
      text={c.notFound.text}
      back={{ label: c.notFound.back, href: href('blogs') }}
      meta={{ title: c.notFound.metaTitle, description: c.notFound.metaDescription }}
      path={path}
    />
  );
}
