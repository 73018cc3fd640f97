/**
 * The home page below the hero, each section with its copy: one chunk, loaded when the first of
 * them nears the viewport (or the browser is idle) and hydrated section by section (ADR 21).
 */
import { CtaBand } from '../../components/cta-band/CtaBand';
import { homeSectionsContent as content } from './home.sections.content';
import { AudienceSection } from './sections/AudienceSection';
import { BenefitsSection } from './sections/BenefitsSection';
import { CoverageSection } from './sections/CoverageSection';
import { FeaturedUseCase } from './sections/FeaturedUseCase';
import { NumbersSection } from './sections/NumbersSection';
import { ProcessSection } from './sections/ProcessSection';
import { ServicesSection } from './sections/ServicesSection';

export const Audiences = () => <AudienceSection audiences={content.audiences} />;
export const Services = () => <ServicesSection services={content.services} />;
export const Process = () => <ProcessSection process={content.process} />;
export const Numbers = () => <NumbersSection numbers={content.numbers} />;
export const Benefits = () => <BenefitsSection benefits={content.benefits} />;
export const Cta = () => <CtaBand cta={content.ctaBand} />;
export const Coverage = () => <CoverageSection coverage={content.coverage} />;
export const UseCase = () => <FeaturedUseCase useCase={content.featuredUseCase} />;
