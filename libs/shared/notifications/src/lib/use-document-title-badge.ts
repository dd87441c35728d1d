import { useEffect } from 'react';

const BADGE = /^\(\d+\) /;

/** `title` with its `(N) ` prefix set for `count` > 0, or removed. */
export const withTitleBadge = (title: string, count: number): string => {
  const base = title.replace(BADGE, '');
  return count > 0 ? `(${count}) ${base}` : base;
};

/**
 * Prefixes the tab title with `(N) ` while N > 0, and keeps the prefix when pages change the
 * title (React 19 `<title>` elements, `document.title`).
 */
export const useDocumentTitleBadge = (count: number): void => {
  useEffect(() => {
    const apply = () => {
      const next = withTitleBadge(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = withTitleBadge(document.title, 0);
    };
  }, [count]);
};
