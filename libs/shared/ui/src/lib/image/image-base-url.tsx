import { createContext, useContext, type ReactNode } from 'react';

const ImageBaseUrlContext = createContext('');

export type ImageBaseUrlProviderProps = {
  /** The API base the optimiser lives under (`http://localhost:3000/api`), from runtime configuration. */
  baseUrl: string;
  children?: ReactNode;
};

/** Tells every `Image` below where `/_img` is. */
export function ImageBaseUrlProvider({ baseUrl, children }: ImageBaseUrlProviderProps) {
  return <ImageBaseUrlContext value={baseUrl}>{children}</ImageBaseUrlContext>;
}

/** The optimiser's base ('' when no provider: same origin). */
export const useImageBaseUrl = (): string => useContext(ImageBaseUrlContext);
