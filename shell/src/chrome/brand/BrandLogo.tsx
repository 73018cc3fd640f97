import { useEffect, useRef, useState } from 'react';

interface Props {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  /** `lazy` where the logo is below a phone's first screen (the footer's). */
  readonly loading?: 'lazy' | 'eager';
}

/**
 * The logo image. If it fails to load it is hidden and the failure is logged —
 * including a failure that happened before hydration, when React was not listening yet.
 */
export function BrandLogo({ src, alt, width, height, className, loading }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const fail = () => {
    console.error(`Logo failed to load: ${src}`);
    setFailed(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; later failures arrive through onError
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) fail();
  }, []);
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      hidden={failed}
      onError={fail}
      loading={loading}
      decoding="async"
    />
  );
}
