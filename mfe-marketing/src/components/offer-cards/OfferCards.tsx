import { Badge, Checklist, Icon } from '@meranti/design-system';
import type { Offer } from '../content.schema';
import { KeepCompounds } from '../shared/KeepCompounds';
import {
  StyledOffer,
  StyledOfferBestFor,
  StyledOfferGrid,
  StyledOfferHead,
  StyledOfferLabel,
  StyledOfferName,
  StyledOfferPricing,
  StyledOfferSummary,
} from './styled/StyledOfferCards';

export interface OfferCardsProps {
  readonly offers: readonly Offer[];
  /** Labels of the parts of a card, e.g. { bestFor: 'Best for', includes: "What's included", pricing: 'Pricing' }. */
  readonly labels: { readonly bestFor: string; readonly includes: string; readonly pricing: string };
}

/** Engagement or service models side by side: name, summary, who it suits, what it includes, pricing. */
export function OfferCards({ offers, labels }: OfferCardsProps) {
  return (
    <StyledOfferGrid data-columns={offers.length === 3 ? 3 : 2}>
      {offers.map((offer) => (
        <StyledOffer key={offer.name} data-featured={Boolean(offer.badge)}>
          <StyledOfferHead>
            <StyledOfferName>
              <KeepCompounds text={offer.name} />
            </StyledOfferName>
            {offer.badge && <Badge $tone="accent">{offer.badge}</Badge>}
          </StyledOfferHead>
          <StyledOfferSummary>{offer.summary}</StyledOfferSummary>
          <StyledOfferBestFor>
            <strong>{labels.bestFor}:</strong> {offer.bestFor}
          </StyledOfferBestFor>
          <StyledOfferLabel>{labels.includes}</StyledOfferLabel>
          <Checklist items={offer.includes} $gap={2} />
          <StyledOfferPricing>
            <Icon name="DollarSign" size={18} />
            <span>
              <strong>{labels.pricing}:</strong> {offer.pricing}
            </span>
          </StyledOfferPricing>
        </StyledOffer>
      ))}
    </StyledOfferGrid>
  );
}
