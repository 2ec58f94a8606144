import { useState, type ImgHTMLAttributes } from 'react';

/** Shipped image shown when an image fails to load (spec §8). */
export const PLACEHOLDER_IMAGE = '/img/placeholder.svg';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallbackSrc?: string };

/** An <img> that swaps to a placeholder when its source fails. */
export function FallbackImage({ src, fallbackSrc = PLACEHOLDER_IMAGE, onError, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src || src === '' ? fallbackSrc : src;
  return (
    <img
      {...rest}
      src={current}
      onError={(event) => {
        if (current !== fallbackSrc) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
