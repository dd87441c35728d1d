/**
 * Links in chat message text. The assistant writes a vacancy as `[its title](/vacancies/12)`; the
 * seeker's chat shows it as a link with the title. Only same-origin paths (one leading slash, no
 * scheme, no `//host`) ever become links: anything else stays text.
 */

/** `[text](/path)`, or a bare `/vacancies/12`. */
const LINK = /\[([^\][\n]{1,300})\]\((\/[^\s()]{0,300})\)|(\/vacancies\/\d{1,10})(?![\w/])/g;

/** A path of this site: `/vacancies/12`, never `//evil.example` or `/\evil.example`. */
export const isSameOriginPath = (path: string): boolean =>
  /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+]*$/.test(path) && !/[\\]/.test(path);

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; path: string };

/** The message as text and same-origin links, in order. */
export const messageParts = (text: string): MessagePart[] => {
  const parts: MessagePart[] = [];
  let at = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const index = match.index;
    pushText(text.slice(at, index));
    const [whole, label, path, bare] = match;
    if (bare) parts.push({ kind: 'link', text: bare, path: bare });
    else if (label && path && isSameOriginPath(path)) parts.push({ kind: 'link', text: label, path });
    else pushText(whole);
    at = index + whole.length;
  }
  pushText(text.slice(at));
  return parts;
};

/** The message with its links as their text (chat list previews, toasts). */
export const plainMessageText = (text: string): string =>
  messageParts(text)
    .map((part) => part.text)
    .join('');
