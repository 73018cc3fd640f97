import type { SVGProps } from 'react';
import type { IconName } from './icon-names.ts';
import { ICON_SPRITE_URL } from './sprite-url.ts';

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

/**
 * One icon of the closed set, drawn from the sprite (`<use>`): no drawing code in the bundle, one
 * cached file for every page, one DOM node per icon.
 */
export function Icon({ name, size = 20, strokeWidth = 2, title, 'aria-hidden': ariaHidden, ...rest }: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={labelled ? undefined : (ariaHidden ?? true)}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      {...rest}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
