import { PageMeta, type PageProps } from '@meranti/platform';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { homeContent as content } from './home.content';
import { AudienceSection } from './sections/AudienceSection';
import { BenefitsSection } from './sections/BenefitsSection';
import { CoverageSection } from './sections/CoverageSection';
import { FeaturedUseCase } from './sections/FeaturedUseCase';
import { HeroSection } from './sections/HeroSection';
import { NumbersSection } from './sections/NumbersSection';
import { ProcessSection } from './sections/ProcessSection';
import { ServicesSection } from './sections/ServicesSection';

/** Home (/) [000 §2 "Home page"]. */
export default function HomePage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} />
      <HeroSection hero={content.hero} />
      <AudienceSection audiences={content.audiences} />
      <ServicesSection services={content.services} />
      <ProcessSection process={content.process} />
      <NumbersSection numbers={content.numbers} />
      <BenefitsSection benefits={content.benefits} />
      <CtaBand cta={content.ctaBand} />
      <CoverageSection coverage={content.coverage} />
      <FeaturedUseCase useCase={content.featuredUseCase} />
    </>
  );
}
