import { loadScript, withQuery } from './load-script';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The tag manager container (GTM): the `gtm.start` event, then its script with the container id. */
export const startTagManager = (containerId: string, scriptUrl: string, win: DataLayerWindow = window) => {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return loadScript(withQuery(scriptUrl, { id: containerId }), win.document);
};
