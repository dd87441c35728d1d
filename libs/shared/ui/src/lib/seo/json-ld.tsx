export type JsonLdProps = {
  data: Record<string, unknown>;
};

/** Serialises for a `<script>` element: `<` escaped, so no text can close the script. */
export const jsonLdText = (data: Record<string, unknown>): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Structured data for search engines (`<script type="application/ld+json">`). */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** A description for `<meta name="description">`: whitespace collapsed, cut at `max` characters. */
export const metaDescription = (text: string, max = 160): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
