import type { CURRENCIES } from '@jobs/server-db';

export type Currency = (typeof CURRENCIES)[number];

export type City = {
  /** As shown in vacancies of that language. */
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly weight: number;
  /** Pay level relative to Moscow-in-roubles, already in the local currency's purchasing terms. */
  readonly payFactor: number;
  readonly currency: Currency;
};

/** Russian-language vacancies: Russian cities, roubles. */
export const RU_CITIES: readonly City[] = [
  { name: 'Москва', country: 'RU', weight: 30, payFactor: 1, currency: 'RUB' },
  { name: 'Санкт-Петербург', country: 'RU', weight: 14, payFactor: 0.92, currency: 'RUB' },
  { name: 'Новосибирск', country: 'RU', weight: 5, payFactor: 0.78, currency: 'RUB' },
  { name: 'Екатеринбург', country: 'RU', weight: 6, payFactor: 0.8, currency: 'RUB' },
  { name: 'Казань', country: 'RU', weight: 5, payFactor: 0.78, currency: 'RUB' },
  { name: 'Нижний Новгород', country: 'RU', weight: 4, payFactor: 0.74, currency: 'RUB' },
  { name: 'Краснодар', country: 'RU', weight: 4, payFactor: 0.74, currency: 'RUB' },
  { name: 'Самара', country: 'RU', weight: 3, payFactor: 0.7, currency: 'RUB' },
  { name: 'Ростов-на-Дону', country: 'RU', weight: 3, payFactor: 0.72, currency: 'RUB' },
  { name: 'Уфа', country: 'RU', weight: 3, payFactor: 0.7, currency: 'RUB' },
  { name: 'Красноярск', country: 'RU', weight: 3, payFactor: 0.78, currency: 'RUB' },
  { name: 'Пермь', country: 'RU', weight: 3, payFactor: 0.7, currency: 'RUB' },
  { name: 'Воронеж', country: 'RU', weight: 3, payFactor: 0.68, currency: 'RUB' },
  { name: 'Челябинск', country: 'RU', weight: 3, payFactor: 0.7, currency: 'RUB' },
  { name: 'Омск', country: 'RU', weight: 2, payFactor: 0.66, currency: 'RUB' },
  { name: 'Тюмень', country: 'RU', weight: 2, payFactor: 0.82, currency: 'RUB' },
  { name: 'Волгоград', country: 'RU', weight: 2, payFactor: 0.64, currency: 'RUB' },
  { name: 'Калининград', country: 'RU', weight: 1, payFactor: 0.72, currency: 'RUB' },
  { name: 'Томск', country: 'RU', weight: 1, payFactor: 0.7, currency: 'RUB' },
  { name: 'Сочи', country: 'RU', weight: 1, payFactor: 0.8, currency: 'RUB' },
  { name: 'Иркутск', country: 'RU', weight: 1, payFactor: 0.72, currency: 'RUB' },
  { name: 'Владивосток', country: 'RU', weight: 1, payFactor: 0.85, currency: 'RUB' },
  { name: 'Ярославль', country: 'RU', weight: 1, payFactor: 0.66, currency: 'RUB' },
];

export const REMOTE_CITY = 'Remote';

/**
 * English-language vacancies: international offices of Russian-speaking markets, Berlin, and
 * remote. `Remote` draws international pay; the vacancy is listed at the employer's city and
 * country, with the remote schedule.
 */
export const EN_CITIES: readonly City[] = [
  { name: 'Moscow', country: 'RU', weight: 8, payFactor: 1, currency: 'RUB' },
  { name: 'Saint Petersburg', country: 'RU', weight: 3, payFactor: 0.92, currency: 'RUB' },
  { name: 'Almaty', country: 'KZ', weight: 8, payFactor: 0.85, currency: 'USD' },
  { name: 'Astana', country: 'KZ', weight: 3, payFactor: 0.8, currency: 'USD' },
  { name: 'Minsk', country: 'BY', weight: 5, payFactor: 0.65, currency: 'USD' },
  { name: 'Tashkent', country: 'UZ', weight: 3, payFactor: 0.6, currency: 'USD' },
  { name: 'Yerevan', country: 'AM', weight: 4, payFactor: 0.8, currency: 'USD' },
  { name: 'Tbilisi', country: 'GE', weight: 3, payFactor: 0.75, currency: 'USD' },
  { name: 'Belgrade', country: 'RS', weight: 3, payFactor: 0.85, currency: 'EUR' },
  { name: 'Limassol', country: 'CY', weight: 3, payFactor: 1.3, currency: 'EUR' },
  { name: 'Berlin', country: 'DE', weight: 7, payFactor: 1.6, currency: 'EUR' },
  { name: REMOTE_CITY, country: 'CY', weight: 12, payFactor: 1.2, currency: 'USD' },
];

/** Roubles per unit, rounded: only used to turn a rouble pay band into a believable foreign one. */
export const RUB_PER: Record<Currency, number> = { RUB: 1, USD: 90, EUR: 98 };

export const RU_CITIZENSHIPS = [
  ['RU', 88],
  ['KZ', 3],
  ['BY', 3],
  ['UZ', 2],
  ['KG', 1],
  ['AM', 1],
  ['TJ', 1],
  ['AZ', 1],
] as const;

export const EN_CITIZENSHIPS = [
  ['RU', 25],
  ['KZ', 15],
  ['BY', 10],
  ['AM', 8],
  ['GE', 6],
  ['RS', 6],
  ['UZ', 6],
  ['DE', 8],
  ['PL', 4],
  ['US', 4],
  ['GB', 4],
  ['IN', 4],
] as const;

export const RU_UNIVERSITIES = [
  'МГУ имени М. В. Ломоносова',
  'СПбГУ',
  'НИУ ВШЭ',
  'МФТИ',
  'МГТУ имени Н. Э. Баумана',
  'Университет ИТМО',
  'УрФУ',
  'Казанский федеральный университет',
  'Новосибирский государственный университет',
  'Томский политехнический университет',
  'РЭУ имени Г. В. Плеханова',
  'Финансовый университет при Правительстве РФ',
  'РАНХиГС',
  'СПбПУ Петра Великого',
  'Южный федеральный университет',
  'Самарский университет',
  'Пермский государственный национальный исследовательский университет',
  'Сибирский федеральный университет',
];

export const RU_COLLEGES = [
  'Московский колледж транспорта',
  'Колледж связи № 54',
  'Санкт-Петербургский технический колледж',
  'Екатеринбургский колледж транспортного строительства',
  'Казанский медицинский колледж',
  'Новосибирский торгово-экономический колледж',
];

export const EN_UNIVERSITIES = [
  'Nazarbayev University',
  'Belarusian State University',
  'Yerevan State University',
  'Tbilisi State University',
  'University of Belgrade',
  'Technical University of Munich',
  'Humboldt University of Berlin',
  'University of Warsaw',
  'Lomonosov Moscow State University',
  'HSE University',
  'ITMO University',
  'University of Manchester',
];
