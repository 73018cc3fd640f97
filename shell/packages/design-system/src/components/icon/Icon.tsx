import type { ComponentType, SVGProps } from 'react';
import type { IconSvgProps } from './brandIcons.tsx';
import { type IconName, iconMap } from './icons.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  readonly name: IconName;
  /** Pixel size (width = height). Default 20. */
  readonly size?: number;
  readonly strokeWidth?: number;
  /** Decorative by default. Pass `title` (and leave this alone) for a meaningful icon. */
  readonly 'aria-hidden'?: boolean;
  /** Accessible name; makes the icon role="img". */
  readonly title?: string;
}

export function Icon({ name, size = 20, strokeWidth = 2, title, 'aria-hidden': ariaHidden, ...rest }: IconProps) {
  const Svg = iconMap[name] as ComponentType<IconSvgProps>;
  const labelled = title !== undefined && title !== '';
  return (
    <Svg
      size={size}
      strokeWidth={strokeWidth}
      focusable="false"
      aria-hidden={labelled ? undefined : (ariaHidden ?? true)}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      {...rest}
    />
  );
}
