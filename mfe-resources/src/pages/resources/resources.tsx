import { Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps, shareImages } from '@meranti/platform';
import { ResourcesHero } from '../../components/resources-hero/ResourcesHero';
import { hubContent as content } from './hub.content';
import libraryPicture from './visuals/library.svg';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./HubSections').then((m) => m.HubSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Resources hub (/resources; docs/product-rules.md#routes): every kind of resource, a few featured items each, and the ways to talk to sales. */
export default function HubPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.resources} />
      <ResourcesHero
        hero={content.hero}
        aside={<Visual src={libraryPicture} width={560} height={448} alt={content.hero.visualAlt} priority />}
      />

      <Sections />
    </>
  );
}
