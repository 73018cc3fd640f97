import { Badge, Button, Checklist, Heading, Icon, IconBadge, Text } from '@meranti/design-system';
import { useId } from 'react';
import type { CalculatorsContent } from '../calculators.schema';
import { StyledComingSoon, StyledComingSoonCopy, StyledComingSoonFeatures } from '../styled/StyledComingSoon';

export interface ComingSoonPanelProps {
  readonly panel: CalculatorsContent['comingSoon']['automation'];
  readonly labels: Pick<CalculatorsContent['comingSoon'], 'badge' | 'action' | 'note'>;
  readonly onRequest: (resourceTitle: string) => void;
}

/** Automation and Inventory: Coming Soon with Request Early Access [docs/product-rules.md#calculators]. */
export function ComingSoonPanel({ panel, labels, onRequest }: ComingSoonPanelProps) {
  const featuresId = useId();
  return (
    <StyledComingSoon $bordered $padding="lg">
      <StyledComingSoonCopy>
        <IconBadge name={panel.icon} $tone="accent" $size="lg" />
        <Badge $tone="accent">{labels.badge}</Badge>
        <Heading as="h3" $size="md">
          {panel.title}
        </Heading>
        <Text $tone="muted">{panel.description}</Text>
        <Button $size="lg" aria-haspopup="dialog" onClick={() => onRequest(panel.resourceTitle)}>
          <Icon name="Rocket" size={18} />
          {labels.action}
        </Button>
        <Text $size="sm" $tone="muted">
          {labels.note}
        </Text>
      </StyledComingSoonCopy>
      <StyledComingSoonFeatures>
        <Heading as="h4" id={featuresId} $size="sm">
          {panel.featuresHeading}
        </Heading>
        <Checklist items={panel.features} aria-labelledby={featuresId} />
      </StyledComingSoonFeatures>
    </StyledComingSoon>
  );
}
