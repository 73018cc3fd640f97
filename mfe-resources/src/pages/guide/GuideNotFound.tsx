import { href } from '@meranti/platform';
import { ArticleNotFound } from '../../components/article/ArticleNotFound';
import { guideContent } from './guide.content';

const { notFound } = guideContent;

/** An address with no such guide: the library's not-found page, with the way back to the guides. */
export function GuideNotFound({ canonicalPath }: { readonly canonicalPath: string }) {
  return (
    <ArticleNotFound
      title={notFound.title}
      text={notFound.text}
      back={{ label: notFound.back.label, href: href(notFound.back.route) }}
      meta={{ title: notFound.title, description: notFound.description }}
      path={canonicalPath}
    />
  );
}
