import type { Texts } from './types';

// Sentence pools the generators assemble texts from. `{company}`, `{title}`, `{team}`, `{years}`,
// `{n}`, `{city}` are filled in; Russian templates are written so that no slot needs declension.

export const COMPANY_FACTS: Texts = {
  ru: [
    'Мы работаем с {years} года и выросли из небольшой команды в заметного игрока рынка.',
    'На рынке с {years} года, среди наших клиентов — крупнейшие компании страны.',
    'Основаны в {years} году, сегодня у нас офисы в нескольких городах.',
    'С {years} года мы растём в среднем на 30% в год.',
    'Компания основана в {years} году и развивается на собственные средства, без кредитов и инвесторов.',
  ],
  en: [
    'Founded in {years}, we have grown from a small team into a well-known name in our market.',
    'Since {years} we have worked with some of the largest companies in the region.',
    'Established in {years}, we now have offices in several cities.',
    'Since {years} we have grown by about 30% a year.',
    'We were founded in {years} and have grown without outside investors.',
  ],
};

export const COMPANY_VALUES: Texts = {
  ru: [
    'Мы ценим открытость, уважение к времени друг друга и честную обратную связь.',
    'Для нас важны качество работы и долгие отношения с клиентами и сотрудниками.',
    'В компании короткие цепочки согласований: решения принимают те, кто делает работу.',
    'Мы вкладываемся в обучение сотрудников и продвигаем своих.',
    'Нам важно, чтобы работа приносила пользу людям и удовольствие команде.',
  ],
  en: [
    'We value openness, respect for each other\u2019s time and honest feedback.',
    'We care about quality and long-term relationships with clients and people.',
    'Decisions are made by the people doing the work, without long approval chains.',
    'We invest in learning and promote from within.',
    'We want our work to be useful to people and enjoyable for the team.',
  ],
};

export const OPENINGS: Texts = {
  ru: [
    'В связи с расширением команды открываем вакансию «{title}».',
    'Ищем специалиста на позицию «{title}» {team}.',
    'Приглашаем {team} специалиста на позицию «{title}».',
    'Мы растём и ищем коллегу на позицию «{title}».',
    'Открыта позиция «{title}» — ждём вашего отклика!',
  ],
  en: [
    'We are growing and looking for a {title} to join {team}.',
    'We are hiring a {title} to join {team}.',
    'Join {team} as a {title}.',
    'We have an opening for a {title} in {team}.',
  ],
};

export const DUTIES_HEADINGS: Texts = {
  ru: ['Чем предстоит заниматься:', 'Задачи:', 'Что нужно будет делать:', 'Обязанности:'],
  en: ['What you will do:', 'Your responsibilities:', 'In this role you will:', 'What the job involves:'],
};

export const TEAM_NOTES: Texts = {
  ru: [
    'Вы будете работать в команде из {n} человек с опытным руководителем, который поможет быстро войти в курс дела.',
    'У нас понятные задачи, прозрачные цели и регулярная обратная связь от руководителя.',
    'Первые две недели вас будет сопровождать наставник, а через три месяца мы вместе подведём итоги адаптации.',
    'Мы не любим бюрократию: вопросы решаются быстро, а хорошие идеи доходят до реализации.',
    'В команде {n} человек, половина из них выросла внутри компании.',
  ],
  en: [
    'You will join a team of {n} people led by an experienced manager who will help you settle in quickly.',
    'Expect clear goals, transparent priorities and regular feedback.',
    'A mentor will guide you through your first weeks, and after three months we will review how it is going together.',
    'We avoid bureaucracy: questions get answered quickly and good ideas get built.',
    'The team has {n} people, half of whom grew into their roles here.',
  ],
};

export const CLOSINGS: Texts = {
  ru: [
    'Откликайтесь, даже если ваш опыт совпадает с описанием не на сто процентов, — мы обязательно рассмотрим резюме.',
    'Будем рады вашему отклику и ответим каждому кандидату.',
    'Если вакансия вам интересна, напишите нам — расскажем подробности на встрече.',
  ],
  en: [
    'Apply even if you do not tick every box: we read every application.',
    'We look forward to hearing from you and reply to every candidate.',
    'Interested? Send us a message and we will tell you more in an interview.',
  ],
};

export const EXPERIENCE_REQUIREMENTS = {
  ru: {
    none: [
      'Опыт работы не обязателен — всему научим',
      'Рассматриваем кандидатов без опыта, в том числе студентов последних курсов',
    ],
    '1-3': ['Опыт работы на аналогичной позиции от 1 года', 'Опыт работы по специальности от года'],
    '3-6': ['Опыт работы на аналогичной позиции от 3 лет', 'Коммерческий опыт по специальности от 3 лет'],
    '6+': [
      'Опыт работы от 6 лет, из них не менее двух — на руководящей или ведущей позиции',
      'Опыт работы по специальности более 6 лет',
    ],
  },
  en: {
    none: ['No prior experience needed: we will train you', 'Graduates and final-year students are welcome'],
    '1-3': ['At least a year of experience in a similar role', '1+ years of relevant experience'],
    '3-6': ['3+ years of experience in a similar role', 'At least three years of hands-on commercial experience'],
    '6+': [
      '6+ years of experience, including at least two in a senior or lead role',
      'Extensive experience: 6 years or more',
    ],
  },
} as const;

export const SKILL_REQUIREMENT = {
  ru: ['Ключевые навыки: {skills}', 'Уверенное владение: {skills}', 'Знания и навыки: {skills}'],
  en: ['Hands-on experience with {skills}', 'Confident with {skills}', 'Practical knowledge of {skills}'],
} as const;

export const SOFT_REQUIREMENTS: Texts = {
  ru: [
    'Ответственность и умение доводить задачи до конца',
    'Умение работать в команде и договариваться',
    'Желание учиться и развиваться',
    'Самостоятельность и инициативность',
    'Внимательность к деталям',
  ],
  en: [
    'You take ownership and see things through',
    'A team player who communicates openly',
    'Eager to learn and grow',
    'Self-driven and proactive',
    'Attention to detail',
  ],
};

export const EMPLOYMENT_CONDITIONS = {
  ru: {
    full: ['Официальное трудоустройство по ТК РФ с первого дня', 'Оформление по ТК РФ, полный социальный пакет'],
    part: ['Частичная занятость: от 4 часов в день', 'Неполный рабочий день, можно совмещать с учёбой'],
    project: [
      'Проектная работа по договору ГПХ или как самозанятый',
      'Работа на проекте длительностью от 3 месяцев, договор ГПХ',
    ],
    internship: [
      'Оплачиваемая стажировка на 3 месяца с возможностью остаться в штате',
      'Стажировка с наставником и трудоустройство по итогам',
    ],
  },
  en: {
    full: ['Full-time permanent contract', 'Full-time employment with all statutory benefits'],
    part: ['Part-time: from 20 hours a week', 'Part-time hours that fit around your studies'],
    project: ['Project-based contract for at least 3 months', 'Contractor agreement for a fixed-term project'],
    internship: [
      'Paid 3-month internship with a path to a permanent role',
      'Internship with a mentor and a job offer for the best interns',
    ],
  },
} as const;

export const SCHEDULE_CONDITIONS = {
  ru: {
    office: [
      'Работа в офисе, график 5/2 с 9:00 до 18:00',
      'Офис в шаговой доступности от метро, пятидневка',
      'График 5/2, гибкое начало дня с 8:00 до 11:00',
    ],
    hybrid: [
      'Гибридный формат: 2–3 дня в офисе, остальное — удалённо',
      'Можно работать из офиса или из дома — как вам удобнее',
    ],
    remote: [
      'Полностью удалённая работа из любого города',
      'Удалённая работа, компания компенсирует интернет и оборудование',
    ],
    shift: [
      'Сменный график 2/2 по 12 часов',
      'График 5/2 или 2/2 на выбор, дневные и ночные смены',
      'Гибкий график смен: выбирайте удобные дни',
    ],
  },
  en: {
    office: [
      'Office-based, Monday to Friday, 9:00 to 18:00',
      'Bright office close to public transport, five days a week',
    ],
    hybrid: [
      'Hybrid: two or three days in the office, the rest from home',
      'Work from the office or from home, whichever suits you',
    ],
    remote: [
      'Fully remote: work from anywhere in a compatible time zone',
      'Remote-first, with a home office allowance',
    ],
    shift: [
      'Shift work: two days on, two days off, 12-hour shifts',
      'Day and night shifts, with a rota planned a month ahead',
    ],
  },
} as const;

export const PAY_CONDITIONS: Texts = {
  ru: [
    'Белая зарплата, выплаты два раза в месяц',
    'Стабильная заработная плата и квартальные премии',
    'Ежегодный пересмотр зарплаты по результатам работы',
    'Оклад и бонусы за выполнение плана',
  ],
  en: [
    'Competitive salary paid twice a month',
    'Stable pay plus quarterly bonuses',
    'Annual salary review based on performance',
    'Base salary plus performance bonus',
  ],
};

export const OFFICE_PERKS: Texts = {
  ru: [
    'ДМС со стоматологией после испытательного срока',
    'Компенсация обучения, конференций и профессиональной литературы',
    'Современная техника: ноутбук и второй монитор на выбор',
    'Компенсация спорта и занятий английским',
    'Корпоративные мероприятия и тимбилдинги',
    'Дополнительные дни отдыха к отпуску',
    'Кофе, фрукты и снеки в офисе',
  ],
  en: [
    'Private health insurance, including dental',
    'Learning budget for courses, conferences and books',
    'Laptop and equipment of your choice',
    'Gym and language classes allowance',
    'Team events and off-sites',
    'Extra paid days off',
    'Coffee, fruit and snacks in the office',
  ],
};

export const FIELD_PERKS: Texts = {
  ru: [
    'Бесплатное питание на смене',
    'Выдача формы и средств защиты',
    'Компенсация проезда или корпоративный транспорт',
    'Оплата переработок по ТК РФ',
    'Обучение за счёт компании и карьерный рост до руководителя',
    'Подарки детям сотрудников к праздникам',
    'Еженедельные выплаты по желанию',
  ],
  en: [
    'Free meals during shifts',
    'Uniform and safety gear provided',
    'Travel allowance or company transport',
    'Overtime paid in full',
    'Paid training and a clear path to team lead',
    'Employee discounts',
    'Weekly pay on request',
  ],
};

export const SEEKER_ABOUT: Texts = {
  ru: [
    'Умею быстро разбираться в новых задачах и доводить их до результата.',
    'Люблю понятные процессы и работу в сильной команде.',
    'Ищу компанию, где можно расти профессионально и брать на себя больше ответственности.',
    'Внимателен к деталям, спокойно работаю в условиях многозадачности.',
    'В свободное время занимаюсь спортом и читаю профессиональную литературу.',
    'Открыт к переезду и командировкам.',
    'Готов выйти на работу в течение двух недель.',
  ],
  en: [
    'I pick up new things quickly and like to see work through to the end.',
    'I enjoy clear processes and working in a strong team.',
    'Looking for a place where I can grow and take on more responsibility.',
    'Detail-oriented and calm under pressure.',
    'Outside work I enjoy sports and reading about my field.',
    'Open to relocation and business travel.',
    'Available to start within two weeks.',
  ],
};

export const REJECTION_REASONS = [
  'В описании нет обязанностей и условий работы: дополните вакансию.',
  'Зарплата «от» больше зарплаты «до» — проверьте вилку.',
  'В тексте вакансии есть контакты для связи в обход платформы.',
  'Название вакансии не соответствует описанию.',
];

export const SENIORITY_PREFIX = {
  ru: {
    junior: ['Младший', 'Junior'],
    middle: ['', 'Middle'],
    senior: ['Старший', 'Senior'],
    lead: ['Ведущий', 'Lead'],
  },
  en: { junior: ['Junior'], middle: [''], senior: ['Senior'], lead: ['Lead'] },
} as const;

/** Company-name building blocks. */
export const RU_NAME_ROOTS = [
  'Альфа',
  'Вектор',
  'Меридиан',
  'Гранит',
  'Север',
  'Волга',
  'Урал',
  'Сибирь',
  'Балтика',
  'Орион',
  'Кварц',
  'Атлант',
  'Пульсар',
  'Ладога',
  'Азимут',
  'Ангара',
  'Прогресс',
  'Импульс',
  'Горизонт',
  'Спектр',
  'Форум',
  'Карат',
  'Зенит',
  'Стрела',
  'Радуга',
  'Фаворит',
  'Исток',
  'Монолит',
  'Байкал',
  'Кедр',
  'Полюс',
  'Магистраль',
  'Эталон',
  'Феникс',
  'Алтай',
  'Дельта',
  'Сфера',
  'Лидер',
  'Оникс',
  'Парус',
];

export const EN_NAME_ROOTS = [
  'North',
  'Blue',
  'Bright',
  'Silver',
  'Red',
  'Cloud',
  'Pixel',
  'Quantum',
  'Green',
  'Iron',
  'Swift',
  'Nova',
  'Polar',
  'Amber',
  'Cedar',
  'Harbor',
  'Summit',
  'Atlas',
  'Lumen',
  'Vertex',
  'Orbit',
  'Maple',
  'Falcon',
  'Beacon',
  'Copper',
  'Granite',
  'Ember',
  'Aurora',
  'Coral',
  'Delta',
];

export const EN_NAME_STEMS = [
  'wind',
  'stone',
  'path',
  'line',
  'forge',
  'wave',
  'bit',
  'leaf',
  'field',
  'gate',
  'point',
  'bridge',
  'spark',
  'peak',
  'works',
  'craft',
];

/** Suffixes by category slug: «Альфа» + «Софт», "Northwind" + " Labs". */
export const NAME_SUFFIXES: Record<string, { ru: readonly string[]; en: readonly string[] }> = {
  it: {
    ru: ['Софт', 'Тех', 'Лаб', 'Диджитал', 'Системс', 'Код'],
    en: [' Labs', ' Software', ' Technologies', ' Systems', ' Digital'],
  },
  analytics: { ru: ['Дата', 'Аналитикс', 'Интеллект'], en: [' Analytics', ' Data', ' AI'] },
  management: { ru: [' Консалтинг', ' Групп', ' Партнерс'], en: [' Consulting', ' Partners', ' Group'] },
  design: { ru: [' Дизайн', ' Студио', ' Арт'], en: [' Studio', ' Design', ' Creative'] },
  marketing: { ru: [' Медиа', ' Реклама', ' Бренд'], en: [' Media', ' Agency', ' Communications'] },
  sales: { ru: ['Трейд', ' Дистрибуция', ' Снаб', 'Торг'], en: [' Trading', ' Distribution', ' Supply'] },
  'customer-support': { ru: [' Контакт', ' Сервис', 'Телеком'], en: [' Contact', ' Service', ' Telecom'] },
  finance: {
    ru: ['Банк', ' Капитал', ' Финанс', ' Страхование', ' Аудит'],
    en: [' Bank', ' Capital', ' Finance', ' Insurance'],
  },
  hr: { ru: [' Персонал', ' Кадры', ' Рекрутинг'], en: [' Talent', ' Recruitment', ' People'] },
  legal: { ru: [' и партнёры', ' Право', ' Лигал'], en: [' Legal', ' & Partners', ' Law'] },
  office: { ru: [' Девелопмент', ' Эстейт', ' Холдинг'], en: [' Estates', ' Holdings', ' Properties'] },
  logistics: {
    ru: [' Логистик', 'Транс', ' Карго', ' Экспресс'],
    en: [' Logistics', ' Freight', ' Express', ' Cargo'],
  },
  medicine: { ru: [' Мед', ' Клиник', 'Фарм', ' Медицина'], en: [' Health', ' Clinic', ' Pharma', ' Medical'] },
  education: { ru: [' Академия', ' Школа', ' Эдукейшн'], en: [' Academy', ' School', ' Learning'] },
  construction: {
    ru: ['Строй', ' Девелопмент', 'СтройИнвест', ' Недвижимость'],
    en: [' Construction', ' Development', ' Realty', ' Builders'],
  },
  retail: { ru: [' Маркет', 'Торг', ' Ритейл', ' Супермаркет'], en: [' Market', ' Retail', ' Stores'] },
  hospitality: {
    ru: [' Фуд', ' Отель', ' Трэвел', ' Ресторанс'],
    en: [' Hospitality', ' Hotels', ' Travel', ' Kitchen'],
  },
  manufacturing: {
    ru: ['Пром', 'Маш', ' Металл', ' Завод', ' Продукт'],
    en: [' Industries', ' Manufacturing', ' Steel', ' Foods'],
  },
};

export const COMPANY_SIZES = [
  ['1-10', 10],
  ['11-50', 25],
  ['51-200', 28],
  ['201-1000', 20],
  ['1001-5000', 10],
  ['5000+', 7],
] as const;

export const SIZE_HEADCOUNT: Record<string, { ru: string; en: string }> = {
  '1-10': { ru: 'небольшая команда до 10 человек', en: 'a small team of under 10 people' },
  '11-50': { ru: 'команда из нескольких десятков специалистов', en: 'a team of a few dozen specialists' },
  '51-200': { ru: 'более 50 сотрудников', en: 'more than 50 employees' },
  '201-1000': { ru: 'несколько сотен сотрудников', en: 'several hundred employees' },
  '1001-5000': { ru: 'более тысячи сотрудников', en: 'over a thousand employees' },
  '5000+': { ru: 'более 5000 сотрудников по всей стране', en: 'more than 5,000 employees nationwide' },
};
