/** Keeps search engines off the page while it is mounted (React 19 hoists the tag into `<head>`). */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
