import { href } from '@meranti/platform';
import { ArticleNotFound } from '../../components/article/ArticleNotFound';
import { blogArticleClosingContent as c } from './blog-article.closing.content';

/** An address with no such article: a way back to the listing (its own chunk: only this case needs it). */
export function BlogArticleNotFound({ path }: { readonly path: string }) {
  return (
    <ArticleNotFound
      title={c.notFound.title}
      text={c.notFound.text}
      back={{ label: c.notFound.back, href: href('blogIndex') }}
      meta={{ title: c.notFound.metaTitle, description: c.notFound.metaDescription }}
      path={path}
    />
  );
}
