import { deferred, PageMeta, type PageProps, preloadAll } from '@meranti/platform';
import { homeContent as content } from './home.content';
import { HeroSection } from './sections/HeroSection';

type Sections = typeof import('./home.sections');
const section = (name: keyof Sections) => deferred(() => import('./home.sections').then((m) => m[name]));

// Below the hero: hydrated as they near the viewport, their code and copy not in the first load.
const Audiences = section('Audiences');
const Services = section('Services');
const Process = section('Process');
const Numbers = section('Numbers');
const Benefits = section('Benefits');
const Cta = section('Cta');
const Coverage = section('Coverage');
const UseCase = section('UseCase');

/** A navigation to the home page renders it in full: the sections below the hero load with it. */
export const prefetch = preloadAll(Audiences, Services, Process, Numbers, Benefits, Cta, Coverage, UseCase);

/** Home (/). */
export default function HomePage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} />
      <HeroSection hero={content.hero} />
      <Audiences />
      <Services />
      <Process />
      <Numbers />
      <Benefits />
      <Cta />
      <Coverage />
      <UseCase />
    </>
  );
}
