import { ButtonLink, Container, HeroLead, HeroTitle, Icon, PageHero } from '@meranti/design-system';
import { PageMeta } from '@meranti/platform';

export interface ArticleNotFoundProps {
  /** Exact spec texts: "Blog Post Not Found" / "The blog post you're looking for doesn't exist." … */
  readonly title: string;
  readonly text: string;
  readonly back: { readonly label: string; readonly href: string };
  readonly meta: { readonly title: string; readonly description: string };
  /** The requested path (the page's canonical path). */
  readonly path: string;
}

/** An unknown slug or id: the page's own not-found message, `noindex` (the server answers 404). */
export function ArticleNotFound({ title, text, back, meta, path }: ArticleNotFoundProps) {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={path} noindex />
      <PageHero>
        <Container>
          <HeroTitle $size="page">{title}</HeroTitle>
          <HeroLead>{text}</HeroLead>
          <div>
            <ButtonLink href={back.href} $variant="primary">
              <Icon name="ArrowLeft" size={18} />
              {back.label}
            </ButtonLink>
          </div>
        </Container>
      </PageHero>
    </>
  );
}
