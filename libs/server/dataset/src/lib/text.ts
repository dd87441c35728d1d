/** Fills `{name}` slots; unknown slots stay as they are so that a typo shows in the output. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

export const bullets = (lines: readonly string[]): string => lines.map((line) => `• ${line}`).join('\n');

/** «Бухгалтер» → «бухгалтер» after a prefix, but «Frontend-разработчик» and «HR-менеджер» stay. */
export const lowerFirstWord = (text: string): string =>
  /^[А-ЯЁ][а-яё]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export const startsWithLatin = (text: string): boolean => /^[A-Za-z0-9]/.test(text);

const AN_PREFIXES = /^(?:[AEIOU]|HR|HGV|HVAC|SEO|SMM|MBA|1C|FMCG)/;
/** "a Cook", "an iOS Developer", "an HR Manager". */
export const withArticle = (title: string): string =>
  `${AN_PREFIXES.test(title) || /^i[A-Z]/.test(title) ? 'an' : 'a'} ${title}`;

/** «и» / "and" between the last two items of a list. */
export const joinList = (items: readonly string[], lang: 'ru' | 'en'): string => {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1] as string;
  return `${items.slice(0, -1).join(', ')} ${lang === 'ru' ? 'и' : 'and'} ${last}`;
};

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A URL-safe latin slug: «АльфаСофт Групп» → "alfasoft-grupp". */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .split('')
    .map((char) => TRANSLIT[char] ?? char)
    .join('')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Rounds pay to what a vacancy would show: 87 340 ₽ → 85 000 ₽, $2,347 → $2,300. */
export const roundPay = (amount: number, currency: 'RUB' | 'USD' | 'EUR'): number => {
  const step = currency === 'RUB' ? (amount < 100_000 ? 1_000 : 5_000) : amount < 2_000 ? 50 : 100;
  return Math.max(step, Math.round(amount / step) * step);
};
