import { MarketingHero } from '../../../components/marketing-hero/MarketingHero';
import { TrustStrip } from '../../../components/trust-strip/TrustStrip';
import type { HomeContent } from '../home.schema';
import { NetworkCard } from './NetworkCard';

export function HeroSection({ hero }: { readonly hero: HomeContent['hero'] }) {
  return (
    <MarketingHero hero={hero} aside={<NetworkCard visual={hero.visual} />}>
      <TrustStrip label={hero.trustedBy.label} items={hero.trustedBy.items} />
    </MarketingHero>
  );
}
