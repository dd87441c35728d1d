/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The `:param` values of `pathname` when it matches a contract route's `path` (`/chat/:id/send`),
 * decoded; null when it does not match.
 */
export const routeParams = (path: string, pathname: string): Record<string, string> | null => {
  const names: string[] = [];
  const source = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
};
