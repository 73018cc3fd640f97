import type { ReactNode, SVGProps } from 'react';

/** Props shared by lucide icons and the house-drawn brand icons. */
export interface IconSvgProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  strokeWidth?: number | string;
}

/** 24-grid stroke frame matching lucide's defaults. Accessibility attributes come from Icon. */
function BrandSvg({ size = 24, strokeWidth = 2, children, ...rest }: IconSvgProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: Icon passes aria-hidden, or role="img" + aria-label
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** LinkedIn mark (lucide-react 1.x no longer ships brand icons). */
export function LinkedinIcon(props: IconSvgProps) {
  return (
    <BrandSvg {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </BrandSvg>
  );
}

/** Twitter bird mark. */
export function TwitterIcon(props: IconSvgProps) {
  return (
    <BrandSvg {...props}>
      <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
    </BrandSvg>
  );
}
