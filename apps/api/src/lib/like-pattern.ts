/**
 * A pattern for (I)LIKE that takes `text` literally (the user's `%`, `_` and `\` escaped): `%text%`
 * by default, `text%` with `before: false` (starts with).
 */
export const likePattern = (text: string, { before = true, after = true } = {}): string =>
  `${before ? '%' : ''}${text.replace(/[\\%_]/g, (c) => `\\${c}`)}${after ? '%' : ''}`;
