import { ButtonLink, HeroLead, HeroTitle, Icon, Visual } from '@meranti/design-system';
import { PageMeta } from '@meranti/platform';
import { useId } from 'react';
import { coversContent } from '../../visuals/covers.content';
import notInLibrary from '../../visuals/not-in-library.svg';
import { HeroLayout } from '../resources-hero/HeroLayout';
import { StyledNotFoundCopy } from './styled/StyledArticle';

export interface ArticleNotFoundProps {
  /** Exact texts (docs/product-rules.md#not-found): "Blog Post Not Found" / "The blog post you're looking for doesn't exist." … */
  readonly title: string;
  readonly text: string;
  readonly back: { readonly label: string; readonly href: string };
  readonly meta: { readonly title: string; readonly description: string };
  /** The requested path (the page's canonical path). */
  readonly path: string;
}

/**
 * An unknown article, post or guide: the page's own not-found message and the way back, beside the
 * library's not-found picture; `noindex` (the server answers 404).
 */
export function ArticleNotFound({ title, text, back, meta, path }: ArticleNotFoundProps) {
  const headingId = useId();
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} path={path} noindex />
      <HeroLayout
        labelledBy={headingId}
        aside={<Visual src={notInLibrary} width={560} height={448} alt={coversContent.notInLibrary} priority />}
      >
        <StyledNotFoundCopy>
          <HeroTitle id={headingId} $size="page">
            {title}
          </HeroTitle>
          <HeroLead>{text}</HeroLead>
          <div>
            <ButtonLink href={back.href} $variant="primary">
              <Icon name="ArrowLeft" size={18} />
              {back.label}
            </ButtonLink>
          </div>
        </StyledNotFoundCopy>
      </HeroLayout>
    </>
  );
}
