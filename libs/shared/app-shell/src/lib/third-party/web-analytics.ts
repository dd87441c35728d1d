import { loadScript, withQuery } from './load-script';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * The web-analytics service (Google Analytics' gtag) with every configured measurement id (two in
 * the spec): one script, loaded for the first id, and a `config` command per id.
 */
export const startWebAnalytics = (measurementIds: string[], scriptUrl: string, win: GtagWindow = window) => {
  const [first] = measurementIds;
  if (!first) return Promise.resolve();
  win.dataLayer = win.dataLayer ?? [];
  // gtag reads `arguments` objects from the data layer, not arrays.
  win.gtag =
    win.gtag ??
    function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer?.push(arguments);
    };
  win.gtag('js', new Date());
  for (const id of measurementIds) win.gtag('config', id);
  return loadScript(withQuery(scriptUrl, { id: first }), win.document);
};
