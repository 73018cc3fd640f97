import { Visual } from '@meranti/design-system';
import { COVER_SIZE, type Industry, industryCover, type Topic, topicCover } from '../../visuals/covers';

export type CoverOf = { readonly topic: Topic } | { readonly industry: Industry };

/** A topic's or an industry's cover as a page's picture (with its alt text), in the first screen. */
export function CoverPicture(props: CoverOf) {
  const cover = 'topic' in props ? topicCover(props.topic) : industryCover(props.industry);
  return <Visual src={cover.src} width={COVER_SIZE.width} height={COVER_SIZE.height} alt={cover.alt} priority />;
}
