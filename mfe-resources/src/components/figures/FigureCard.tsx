import { Card, Heading, IconBadge, type IconName, Text } from '@meranti/design-system';
import { FigureBar } from './FigureBar';
import { figureScale } from './scale';
import { StyledFigureValue } from './styled/StyledFigures';

export interface FigureCardProps {
  readonly title: string;
  readonly icon: IconName;
  readonly value: string;
  readonly label: string;
  readonly text: string;
}

/** A card with one headline figure: industry insights, success by industry. */
export function FigureCard({ title, icon, value, label, text }: FigureCardProps) {
  const scale = figureScale(value);
  return (
    <Card as="article" $bordered>
      <IconBadge name={icon} />
      <Heading as="h3" $size="sm">
        {title}
      </Heading>
      <StyledFigureValue>
        {value}
        <small>{label}</small>
      </StyledFigureValue>
      {scale && <FigureBar scale={scale} />}
      <Text $tone="muted" $size="sm">
        {text}
      </Text>
    </Card>
  );
}
