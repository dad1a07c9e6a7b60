import type { ImgHTMLAttributes } from 'react';

export const DEFAULT_IMAGE = '/static/demo/default.svg';

/** An <img> that swaps in the default image when its source fails to load. */
export function SafeImage({ src, alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      src={src || DEFAULT_IMAGE}
      alt={alt}
      loading="lazy"
      {...rest}
      onError={(e) => {
        const img = e.currentTarget;
        if (!img.src.endsWith(DEFAULT_IMAGE)) img.src = DEFAULT_IMAGE;
      }}
    />
  );
}
