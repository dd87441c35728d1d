/**
 * Adds `<script async src>` to the head once per URL; resolves when it has loaded. A script that
 * fails to load rejects (and is removed, so a later call may try again).
 */
export const loadScript = (src: string, doc: Document = document): Promise<void> => {
  const existing = doc.querySelector<HTMLScriptElement>(`script[data-third-party-src="${CSS.escape(src)}"]`);
  if (existing) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset['thirdPartySrc'] = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    doc.head.appendChild(script);
  });
};

/** `base?id=…`, keeping any query the configured URL already has. */
export const withQuery = (base: string, params: Record<string, string>): string => {
  const url = new URL(base, window.location.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};
