import { href } from '@meranti/platform';
import { fillMinutes, formatDate } from '../../content/format';
import { type Topic, topicCover } from '../../visuals/covers';
import { ArticleCta } from './ArticleCta';
import { RelatedArticles } from './RelatedArticles';

export interface ClosingArticle {
  readonly title: string;
  readonly category: Topic;
  readonly excerpt: string;
  readonly publishDate: string;
  readonly readTime: number;
}

export interface ArticleClosingProps<A extends ClosingArticle> {
  readonly relatedHeading: string;
  readonly related: readonly A[];
  /** Key and address of a related article. */
  readonly linkOf: (article: A) => { readonly key: string; readonly href: string };
  /** "{minutes} min read". */
  readonly readTime: string;
  readonly cta: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly text: string;
    readonly primary: string;
    readonly secondary: string;
  };
  /** Where the secondary action leads (the blog's listing); the primary one is /contact. */
  readonly listingHref: string;
}

/** Under an article: up to 3 related articles, then the closing call to action (consultation, more articles). */
export function ArticleClosing<A extends ClosingArticle>({
  relatedHeading,
  related,
  linkOf,
  readTime,
  cta,
  listingHref,
}: ArticleClosingProps<A>) {
  return (
    <>
      <RelatedArticles
        heading={relatedHeading}
        items={related.map((a) => ({
          ...linkOf(a),
          title: a.title,
          category: a.category,
          cover: topicCover(a.category).src,
          excerpt: a.excerpt,
          meta: [
            { icon: 'Calendar', text: formatDate(a.publishDate) },
            { icon: 'Clock', text: fillMinutes(readTime, a.readTime) },
          ],
        }))}
      />
      <ArticleCta
        eyebrow={cta.eyebrow}
        heading={cta.heading}
        text={cta.text}
        actions={[
          { label: cta.primary, href: href('contact') },
          { label: cta.secondary, href: listingHref },
        ]}
      />
    </>
  );
}
