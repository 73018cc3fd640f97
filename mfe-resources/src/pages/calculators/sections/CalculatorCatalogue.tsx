import { Badge, Button, Checklist, Container, Heading, Icon, IconBadge, Section, Text } from '@meranti/design-system';
import { useId } from 'react';
import { SectionHeader } from '../../../components/section-header/SectionHeader';
import type { CalculatorTabId } from '../calculator-tabs';
import type { CalculatorsContent } from '../calculators.schema';
import {
  StyledCalculatorCard,
  StyledCardAction,
  StyledCardGrid,
  StyledCardTop,
  StyledListLabel,
  StyledMetricList,
} from '../styled/StyledCatalogue';

export interface CalculatorCatalogueProps {
  readonly catalogue: CalculatorsContent['catalogue'];
  /** A card's action: select its tab and scroll to the calculators. */
  readonly onOpen: (tab: CalculatorTabId) => void;
}

/** The four calculator summary cards [docs/product-rules.md#calculators]. */
export function CalculatorCatalogue({ catalogue, onOpen }: CalculatorCatalogueProps) {
  const headingId = useId();
  return (
    <Section $tone="muted" aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={catalogue.eyebrow} heading={catalogue.heading} intro={catalogue.intro} />
        <StyledCardGrid>
          {catalogue.cards.map((card) => (
            <li key={card.id}>
              <StyledCalculatorCard as="article" id={card.id} $interactive $bordered aria-labelledby={`${card.id}-title`}>
                <StyledCardTop>
                  <IconBadge name={card.icon} $tone={card.available ? 'solid' : 'accent'} />
                  <Badge $tone={card.available ? 'success' : 'accent'}>
                    {card.available ? catalogue.availableBadge : catalogue.comingSoonBadge}
                  </Badge>
                </StyledCardTop>
                <Heading as="h3" id={`${card.id}-title`} $size="md">
                  {card.title}
                </Heading>
                <Text $tone="muted" $size="sm">
                  {card.description}
                </Text>
                <div>
                  <StyledListLabel>{catalogue.benefitsLabel}</StyledListLabel>
                  <Checklist items={card.benefits} $gap={2} />
                </div>
                <div>
                  <StyledListLabel>{catalogue.metricsLabel}</StyledListLabel>
                  <StyledMetricList>
                    {card.metrics.map((metric) => (
                      <li key={metric}>{metric}</li>
                    ))}
                  </StyledMetricList>
                </div>
                <StyledCardAction>
                  <Button
                    $variant={card.available ? 'primary' : 'outline'}
                    aria-describedby={`${card.id}-title`}
                    onClick={() => onOpen(card.tab)}
                  >
                    {card.action}
                    <Icon name="ArrowRight" size={18} />
                  </Button>
                </StyledCardAction>
              </StyledCalculatorCard>
            </li>
          ))}
        </StyledCardGrid>
      </Container>
    </Section>
  );
}
