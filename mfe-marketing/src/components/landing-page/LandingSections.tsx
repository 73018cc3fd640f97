import type { LandingPageContent } from '../content.schema';
import { ContentBlocks } from '../content-blocks/ContentBlocks';
import { CtaBand } from '../cta-band/CtaBand';

export interface LandingSectionsProps {
  readonly blocks: LandingPageContent['blocks'];
  readonly cta: LandingPageContent['cta'];
}

/** A landing page below its hero: its sections in the order of its copy, then the closing call to action. */
export function LandingSections({ blocks, cta }: LandingSectionsProps) {
  return (
    <>
      <ContentBlocks blocks={blocks} />
      <CtaBand cta={cta} />
    </>
  );
}
