/**
 * English names of skill tags written in Russian in the catalog. English vacancies and seekers
 * use these; a Cyrillic tag without an entry is left out of English texts.
 */
export const SKILL_EN: Readonly<Record<string, string>> = {
  'A/B-тесты': 'A/B testing',
  Прототипирование: 'Prototyping',
  'Дизайн-системы': 'Design systems',
  'UX-исследования': 'UX research',
  'Юзабилити-тестирование': 'Usability testing',
  'Адаптивный дизайн': 'Responsive design',
  Копирайтинг: 'Copywriting',
  'Яндекс Метрика': 'Yandex Metrica',
  'Яндекс Директ': 'Yandex Direct',
  'Яндекс Вебмастер': 'Yandex Webmaster',
  'VK Реклама': 'VK Ads',
  '44-ФЗ': 'Public procurement (44-FZ)',
  '223-ФЗ': 'Corporate procurement (223-FZ)',
  '115-ФЗ': 'Anti-money laundering law',
  '1С': '1C',
  '1С:Бухгалтерия': '1C:Accounting',
  '1С:ЗУП': '1C:Payroll',
  '1С:Склад': '1C:Warehouse',
  '1С:Аптека': '1C:Pharmacy',
  '1С:Розница': '1C:Retail',
  '1С:Предприятие 8.3': '1C:Enterprise 8.3',
  '1С:ERP': '1C:ERP',
  БСП: '1C Standard Subsystems Library',
  МСФО: 'IFRS',
  РСБУ: 'Russian GAAP',
  'HR-аналитика': 'People analytics',
  КонсультантПлюс: 'ConsultantPlus',
  Гарант: 'Garant',
  МИС: 'EHR systems',
  'Гранд-Смета': 'GRAND-Smeta',
  'КОМПАС-3D': 'KOMPAS-3D',
  ЕСКД: 'Drafting standards (ESKD)',
  'IT-рекрутинг': 'Tech recruiting',
  'Хабр Карьера': 'Habr Career',
  'Массовый подбор': 'High-volume recruiting',
};

const CYRILLIC = /[а-яё]/i;

/** The tag as an English text shows it, or null when it has no English form. */
export const skillFor = (skill: string, lang: 'ru' | 'en'): string | null => {
  if (lang === 'ru') return skill;
  const english = SKILL_EN[skill];
  if (english) return english;
  return CYRILLIC.test(skill) ? null : skill;
};
