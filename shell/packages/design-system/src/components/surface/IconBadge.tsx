import type { HTMLAttributes } from 'react';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icon-names.ts';
import { type IconBadgeStyleProps, StyledIconBadge } from './styled/StyledIconBadge.ts';

export interface IconBadgeProps extends HTMLAttributes<HTMLSpanElement>, IconBadgeStyleProps {
  readonly name: IconName;
  /** Accessible name when the icon carries meaning; decorative otherwise. */
  readonly title?: string;
}

const iconSize = { sm: 18, md: 24, lg: 28 } as const;

/** An icon in a tinted rounded square (or circle). */
export function IconBadge({ name, title, $size = 'md', ...rest }: IconBadgeProps) {
  return (
    <StyledIconBadge $size={$size} {...rest}>
      <Icon name={name} size={iconSize[$size]} {...(title ? { title } : {})} />
    </StyledIconBadge>
  );
}
