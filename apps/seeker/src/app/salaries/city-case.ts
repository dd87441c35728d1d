/**
 * «в Казани»: the Russian prepositional phrase of the cities people search most, else «в городе
 * Х» (always grammatical: the city's name stays in its stored form).
 */
const IN_CITY: Record<string, string> = {
  Москва: 'в Москве',
  'Санкт-Петербург': 'в Санкт-Петербурге',
  Новосибирск: 'в Новосибирске',
  Екатеринбург: 'в Екатеринбурге',
  Казань: 'в Казани',
  'Нижний Новгород': 'в Нижнем Новгороде',
  Краснодар: 'в Краснодаре',
  Самара: 'в Самаре',
  'Ростов-на-Дону': 'в Ростове-на-Дону',
  Уфа: 'в Уфе',
  Красноярск: 'в Красноярске',
  Пермь: 'в Перми',
  Воронеж: 'в Воронеже',
  Челябинск: 'в Челябинске',
  Омск: 'в Омске',
  Тюмень: 'в Тюмени',
  Волгоград: 'в Волгограде',
  Калининград: 'в Калининграде',
  Томск: 'в Томске',
  Сочи: 'в Сочи',
  Иркутск: 'в Иркутске',
  Владивосток: 'в Владивостоке',
  Ярославль: 'в Ярославле',
};

/** The place phrase of a stored city name in the interface language: «в Казани» / "in Kazan". */
export const inCity = (stored: string, shown: string, locale: string): string =>
  locale === 'ru' ? (IN_CITY[stored] ?? `в городе ${stored}`) : `in ${shown}`;
