import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { OverviewOpening } from '../../components/overview/OverviewOpening';
import { servicesContent as content } from './services.content';

const CARDS = 'services-list';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./ServicesSections').then((m) => m.ServicesSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Services overview (/services) [000 §2 "Services overview"]. */
export default function ServicesPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <OverviewOpening hero={content.hero} pillIcon="Layers" cards={content.cards} cardsId={CARDS} />
      <Sections />
    </>
  );
}
