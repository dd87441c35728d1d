import type { CategorySpec } from './types';

// Trades done on site, in shifts or on the road: logistics, healthcare, education, construction,
// retail, hospitality, manufacturing.

const LOGISTICS: CategorySpec = {
  slug: 'logistics',
  nameRu: 'Транспорт, логистика, склад',
  nameEn: 'Logistics & Warehouse',
  weight: { ru: 9, en: 2 },
  kind: 'field',
  teamRu: 'в логистическую службу',
  teamEn: 'our logistics operation',
  industries: [
    {
      ru: 'Логистика и грузоперевозки',
      en: 'Logistics & freight',
      aboutRu: 'логистическая компания с собственным автопарком и складами',
      aboutEn: 'a logistics company with its own fleet and warehouses',
    },
    {
      ru: 'Доставка',
      en: 'Delivery',
      aboutRu: 'сервис быстрой доставки, работающий в десятках городов',
      aboutEn: 'a fast delivery service operating in dozens of cities',
    },
  ],
  schedules: [
    ['office', 3],
    ['shift', 6],
    ['hybrid', 1],
  ],
  requirements: {
    ru: [
      'Ответственность и пунктуальность',
      'Готовность к физической работе',
      'Отсутствие вредных привычек',
      'Умение работать с документами',
    ],
    en: ['Reliable and punctual', 'Fit for physical work', 'Careful with paperwork', 'Team player'],
  },
  studies: {
    ru: ['Логистика и управление цепями поставок', 'Организация перевозок', 'Эксплуатация транспортных средств'],
    en: ['Logistics & Supply Chain Management', 'Transport Management'],
  },
  roles: [
    {
      ru: 'Водитель-экспедитор',
      en: 'Delivery Driver',
      ruSkills: [
        'Водительское удостоверение категории B',
        'Знание города',
        'Экспедирование грузов',
        'Работа с накладными',
      ],
      enSkills: ['Driving licence (B)', 'Route planning', 'Cargo handling', 'Delivery paperwork'],
      salary: [65000, 120000],
      schedules: [
        ['shift', 6],
        ['office', 2],
      ],
      experience: [
        ['none', 2],
        ['1-3', 5],
        ['3-6', 3],
      ],
      duties: {
        ru: [
          'Доставка грузов клиентам по городу и области',
          'Погрузка, разгрузка и проверка товара по накладным',
          'Передача документов и приём оплаты',
          'Контроль технического состояния автомобиля',
        ],
        en: [
          'Deliver goods to customers around the city and region',
          'Load, unload and check goods against delivery notes',
          'Hand over documents and collect payments',
          'Keep the vehicle in good condition',
        ],
      },
    },
    {
      ru: 'Водитель категории C',
      en: 'HGV Driver',
      ruSkills: ['Водительское удостоверение категории C', 'Тахограф', 'Междугородние перевозки'],
      enSkills: ['Driving licence (C)', 'Tachograph', 'Long-haul transport'],
      salary: [90000, 160000],
      schedules: [
        ['shift', 8],
        ['office', 1],
      ],
      experience: [
        ['1-3', 4],
        ['3-6', 4],
        ['6+', 2],
      ],
      duties: {
        ru: [
          'Перевозка грузов по России на автомобиле компании',
          'Контроль погрузки и крепления груза',
          'Ведение путевой документации',
          'Ежедневный осмотр транспортного средства',
        ],
        en: [
          'Drive company trucks on long-haul routes',
          'Supervise loading and securing of cargo',
          'Keep trip paperwork in order',
          'Do daily vehicle checks',
        ],
      },
    },
    {
      ru: 'Кладовщик',
      en: 'Warehouse Keeper',
      skills: ['1С:Склад', 'WMS'],
      ruSkills: ['Складской учёт', 'Инвентаризация', 'Приёмка товара'],
      enSkills: ['Stock control', 'Inventory counts', 'Goods receiving'],
      salary: [55000, 90000],
      schedules: [
        ['shift', 7],
        ['office', 3],
      ],
      experience: [
        ['none', 3],
        ['1-3', 5],
        ['3-6', 2],
      ],
      duties: {
        ru: [
          'Приёмка, размещение и отгрузка товара',
          'Учёт движения товара в WMS',
          'Проведение инвентаризаций',
          'Контроль сроков годности и порядка на складе',
        ],
        en: [
          'Receive, store and ship goods',
          'Record stock movements in the WMS',
          'Run inventory counts',
          'Check expiry dates and keep the warehouse tidy',
        ],
      },
    },
    {
      ru: 'Комплектовщик',
      en: 'Order Picker',
      ruSkills: ['Сборка заказов', 'Работа с ТСД'],
      enSkills: ['Order picking', 'Handheld scanners'],
      salary: [50000, 85000],
      schedules: [['shift', 10]],
      experience: [
        ['none', 8],
        ['1-3', 2],
      ],
      duties: {
        ru: [
          'Сборка заказов по листам подбора с помощью ТСД',
          'Упаковка и маркировка товара',
          'Подготовка заказов к отгрузке',
          'Поддержание порядка в своей зоне',
        ],
        en: [
          'Pick orders with a handheld scanner',
          'Pack and label goods',
          'Prepare orders for dispatch',
          'Keep your zone tidy',
        ],
      },
    },
    {
      ru: 'Логист',
      en: 'Logistics Coordinator',
      skills: ['1С', 'Excel', 'ATI.SU'],
      ruSkills: ['Планирование маршрутов', 'Таможенное оформление', 'Работа с перевозчиками'],
      enSkills: ['Route planning', 'Customs clearance', 'Carrier management'],
      salary: [85000, 160000],
      schedules: [
        ['office', 6],
        ['hybrid', 3],
      ],
      duties: {
        ru: [
          'Планирование и оптимизация маршрутов доставки',
          'Поиск и согласование перевозчиков',
          'Контроль сроков и стоимости перевозок',
          'Работа с претензиями по доставке',
        ],
        en: [
          'Plan and optimise delivery routes',
          'Source and book carriers',
          'Keep transport on time and on budget',
          'Handle delivery claims',
        ],
      },
    },
    {
      ru: 'Курьер',
      en: 'Courier',
      ruSkills: ['Знание города', 'Работа с клиентами'],
      enSkills: ['Local knowledge', 'Customer service'],
      salary: [55000, 120000],
      schedules: [
        ['shift', 8],
        ['office', 1],
      ],
      experience: [
        ['none', 9],
        ['1-3', 1],
      ],
      duties: {
        ru: [
          'Доставка заказов пешком, на велосипеде или самокате',
          'Передача заказов клиентам и приём оплаты',
          'Выбор удобного графика в приложении',
          'Соблюдение стандартов сервиса',
        ],
        en: [
          'Deliver orders on foot, by bike or scooter',
          'Hand orders to customers and take payment',
          'Pick the shifts that suit you in the app',
          'Follow our service standards',
        ],
      },
    },
    {
      ru: 'Специалист по закупкам',
      en: 'Procurement Specialist',
      skills: ['1С', 'Excel', '223-ФЗ'],
      ruSkills: ['Работа с поставщиками', 'Ведение переговоров', 'Анализ цен'],
      enSkills: ['Supplier management', 'Negotiation', 'Price analysis'],
      salary: [80000, 150000],
      schedules: [
        ['office', 6],
        ['hybrid', 3],
      ],
      duties: {
        ru: [
          'Поиск и оценка поставщиков',
          'Проведение тендеров и переговоров о ценах',
          'Контроль сроков поставок',
          'Ведение договоров и спецификаций',
        ],
        en: [
          'Find and assess suppliers',
          'Run tenders and negotiate prices',
          'Track delivery dates',
          'Maintain contracts and specifications',
        ],
      },
    },
  ],
};

const MEDICINE: CategorySpec = {
  slug: 'medicine',
  nameRu: 'Медицина, фармацевтика',
  nameEn: 'Healthcare & Pharma',
  weight: { ru: 6, en: 2 },
  kind: 'field',
  teamRu: 'в команду клиники',
  teamEn: 'our clinic team',
  industries: [
    {
      ru: 'Частная медицина',
      en: 'Private healthcare',
      aboutRu: 'сеть многопрофильных клиник',
      aboutEn: 'a network of multi-specialty clinics',
    },
    {
      ru: 'Фармацевтика',
      en: 'Pharmaceuticals',
      aboutRu: 'фармацевтическая компания и аптечная сеть',
      aboutEn: 'a pharmaceutical company and pharmacy chain',
    },
  ],
  schedules: [
    ['office', 3],
    ['shift', 6],
  ],
  requirements: {
    ru: [
      'Действующий сертификат специалиста или аккредитация',
      'Внимательность и ответственное отношение к пациентам',
      'Медицинская книжка',
      'Готовность к профессиональному развитию',
    ],
    en: [
      'Valid licence or registration to practise',
      'Caring and attentive to patients',
      'Up-to-date health clearance',
      'Committed to continuing professional development',
    ],
  },
  studies: {
    ru: ['Лечебное дело', 'Сестринское дело', 'Фармация', 'Стоматология'],
    en: ['Medicine', 'Nursing', 'Pharmacy', 'Dentistry'],
  },
  roles: [
    {
      ru: 'Медицинская сестра',
      en: 'Nurse',
      ruSkills: ['Забор крови', 'Инъекции', 'Медицинская документация'],
      enSkills: ['Phlebotomy', 'Injections', 'Patient records'],
      salary: [55000, 95000],
      schedules: [
        ['shift', 7],
        ['office', 3],
      ],
      duties: {
        ru: [
          'Выполнение назначений врача',
          'Забор биоматериала и проведение процедур',
          'Ведение медицинской документации',
          'Контроль стерильности и расходных материалов',
        ],
        en: [
          'Carry out doctors\u2019 orders',
          'Take samples and perform procedures',
          'Keep medical records',
          'Maintain sterility and supplies',
        ],
      },
    },
    {
      ru: 'Врач-терапевт',
      en: 'General Practitioner',
      skills: ['МИС'],
      ruSkills: ['Диагностика', 'Приём пациентов', 'Медицинская документация'],
      enSkills: ['Diagnostics', 'Patient consultations', 'Medical records'],
      salary: [110000, 220000],
      experience: [
        ['1-3', 4],
        ['3-6', 4],
        ['6+', 2],
      ],
      duties: {
        ru: [
          'Амбулаторный приём взрослых пациентов',
          'Назначение обследований и лечения',
          'Ведение электронных медицинских карт',
          'Направление к узким специалистам',
        ],
        en: [
          'See adult outpatients',
          'Order tests and prescribe treatment',
          'Keep electronic health records',
          'Refer patients to specialists',
        ],
      },
    },
    {
      ru: 'Врач-стоматолог',
      en: 'Dentist',
      ruSkills: ['Терапевтическая стоматология', 'Эндодонтия', 'Эстетическая реставрация'],
      enSkills: ['Restorative dentistry', 'Endodontics', 'Aesthetic restoration'],
      salary: [130000, 320000],
      schedules: [
        ['office', 4],
        ['shift', 4],
      ],
      experience: [
        ['1-3', 3],
        ['3-6', 4],
        ['6+', 3],
      ],
      duties: {
        ru: [
          'Лечение кариеса и его осложнений',
          'Эстетические реставрации',
          'Составление планов лечения',
          'Работа в паре с ассистентом на современном оборудовании',
        ],
        en: [
          'Treat caries and its complications',
          'Do aesthetic restorations',
          'Prepare treatment plans',
          'Work four-handed with an assistant on modern equipment',
        ],
      },
    },
    {
      ru: 'Фармацевт',
      en: 'Pharmacist',
      skills: ['1С:Аптека'],
      ruSkills: ['Консультирование покупателей', 'Фармацевтический порядок', 'Работа с кассой'],
      enSkills: ['Customer advice', 'Dispensing', 'Till operation'],
      salary: [55000, 95000],
      schedules: [
        ['shift', 8],
        ['office', 2],
      ],
      duties: {
        ru: [
          'Консультирование покупателей по препаратам',
          'Отпуск лекарственных средств по рецептам',
          'Приёмка товара и контроль сроков годности',
          'Работа с кассой и онлайн-заказами',
        ],
        en: [
          'Advise customers on medicines',
          'Dispense prescriptions',
          'Receive stock and check expiry dates',
          'Handle the till and online orders',
        ],
      },
    },
    {
      ru: 'Медицинский представитель',
      en: 'Medical Representative',
      skills: ['CRM'],
      ruSkills: ['Визиты к врачам', 'Презентации препаратов', 'Водительское удостоверение категории B'],
      enSkills: ['Doctor visits', 'Product presentations', 'Driving licence (B)'],
      salary: [90000, 160000],
      schedules: [
        ['office', 7],
        ['hybrid', 3],
      ],
      duties: {
        ru: [
          'Визиты к врачам и в аптеки на закреплённой территории',
          'Презентация препаратов компании',
          'Организация профессиональных мероприятий для врачей',
          'Отчётность в CRM',
        ],
        en: [
          'Visit doctors and pharmacies in your territory',
          'Present our products',
          'Organise professional events for doctors',
          'Report visits in the CRM',
        ],
      },
    },
    {
      ru: 'Администратор медицинского центра',
      en: 'Clinic Receptionist',
      skills: ['МИС'],
      ruSkills: ['Запись пациентов', 'Работа с кассой', 'Телефонные переговоры'],
      enSkills: ['Patient booking', 'Payments', 'Phone handling'],
      salary: [45000, 80000],
      schedules: [
        ['shift', 8],
        ['office', 2],
      ],
      experience: [
        ['none', 5],
        ['1-3', 5],
      ],
      duties: {
        ru: [
          'Запись пациентов на приём',
          'Встреча пациентов и оформление документов',
          'Приём оплаты и работа с кассой',
          'Ответы на звонки и сообщения',
        ],
        en: [
          'Book patient appointments',
          'Welcome patients and handle paperwork',
          'Take payments',
          'Answer calls and messages',
        ],
      },
    },
  ],
};

const EDUCATION: CategorySpec = {
  slug: 'education',
  nameRu: 'Образование',
  nameEn: 'Education',
  weight: { ru: 4, en: 3 },
  kind: 'office',
  teamRu: 'в команду преподавателей',
  teamEn: 'our teaching team',
  industries: [
    {
      ru: 'Образование',
      en: 'Education',
      aboutRu: 'школа и образовательный центр с собственной методикой',
      aboutEn: 'a school and learning centre with its own teaching method',
    },
    {
      ru: 'Онлайн-образование',
      en: 'EdTech',
      aboutRu: 'онлайн-школа, в которой учатся сотни тысяч студентов',
      aboutEn: 'an online school with hundreds of thousands of students',
    },
  ],
  schedules: [
    ['office', 5],
    ['remote', 3],
    ['hybrid', 2],
  ],
  requirements: {
    ru: [
      'Профильное педагогическое образование',
      'Умение найти подход к ученикам разного возраста',
      'Грамотная речь',
      'Справка об отсутствии судимости',
    ],
    en: [
      'Relevant teaching qualification',
      'Able to engage learners of different ages',
      'Clear and correct speech',
      'Clean background check',
    ],
  },
  studies: {
    ru: ['Педагогическое образование', 'Лингвистика', 'Математика'],
    en: ['Education', 'Linguistics', 'Mathematics'],
  },
  roles: [
    {
      ru: 'Преподаватель английского языка',
      en: 'English Teacher',
      skills: ['English C1', 'IELTS', 'Zoom'],
      ruSkills: ['Методика преподавания', 'Подготовка к ЕГЭ'],
      enSkills: ['Teaching methodology', 'Exam preparation'],
      salary: [60000, 130000],
      duties: {
        ru: [
          'Проведение групповых и индивидуальных занятий',
          'Подготовка учеников к экзаменам',
          'Отслеживание прогресса и обратная связь родителям',
          'Участие в методических встречах',
        ],
        en: [
          'Teach group and one-to-one lessons',
          'Prepare students for exams',
          'Track progress and give feedback to parents',
          'Take part in methodology meetings',
        ],
      },
    },
    {
      ru: 'Учитель математики',
      en: 'Maths Teacher',
      ruSkills: ['Методика преподавания', 'Подготовка к ОГЭ и ЕГЭ', 'Классное руководство'],
      enSkills: ['Teaching methodology', 'Exam preparation', 'Form tutoring'],
      salary: [55000, 110000],
      schedules: [
        ['office', 9],
        ['remote', 1],
      ],
      duties: {
        ru: [
          'Преподавание математики в 5–11 классах',
          'Подготовка учеников к олимпиадам и экзаменам',
          'Проверка работ и ведение электронного журнала',
          'Работа с родителями',
        ],
        en: [
          'Teach maths to students aged 11 to 17',
          'Coach students for olympiads and exams',
          'Mark work and keep the online register',
          'Keep in touch with parents',
        ],
      },
    },
    {
      ru: 'Методист онлайн-курсов',
      en: 'Instructional Designer',
      skills: ['LMS', 'Google Docs', 'Miro'],
      ruSkills: ['Разработка образовательных программ', 'Педагогический дизайн'],
      enSkills: ['Curriculum design', 'Learning design'],
      salary: [80000, 150000],
      schedules: [
        ['remote', 5],
        ['hybrid', 3],
        ['office', 2],
      ],
      duties: {
        ru: [
          'Проектирование программ онлайн-курсов',
          'Работа с экспертами над содержанием уроков',
          'Разработка практических заданий и тестов',
          'Анализ обратной связи студентов и доработка курсов',
        ],
        en: [
          'Design online course programmes',
          'Work with subject experts on lesson content',
          'Create exercises and quizzes',
          'Improve courses based on student feedback',
        ],
      },
    },
    {
      ru: 'Воспитатель',
      en: 'Kindergarten Teacher',
      ruSkills: ['Работа с детьми', 'Дошкольная педагогика'],
      enSkills: ['Childcare', 'Early years education'],
      salary: [40000, 75000],
      schedules: [
        ['office', 6],
        ['shift', 4],
      ],
      duties: {
        ru: [
          'Организация дня детей в группе',
          'Проведение развивающих занятий и прогулок',
          'Общение с родителями',
          'Создание безопасной и доброжелательной атмосферы',
        ],
        en: [
          'Run the daily routine of your group',
          'Lead learning activities and outdoor play',
          'Talk with parents',
          'Keep the group safe and welcoming',
        ],
      },
    },
    {
      ru: 'Преподаватель программирования',
      en: 'Coding Instructor',
      skills: ['Python', 'JavaScript', 'Scratch', 'Git'],
      ruSkills: ['Работа с детьми', 'Проведение вебинаров'],
      enSkills: ['Teaching kids', 'Webinars'],
      salary: [60000, 120000],
      schedules: [
        ['remote', 5],
        ['office', 3],
        ['hybrid', 2],
      ],
      duties: {
        ru: [
          'Проведение занятий по программированию для детей и подростков',
          'Проверка домашних заданий и проектов',
          'Помощь ученикам с трудными темами',
          'Участие в доработке учебной программы',
        ],
        en: [
          'Teach coding classes to kids and teens',
          'Review homework and projects',
          'Help students through difficult topics',
          'Help improve the curriculum',
        ],
      },
    },
  ],
};

const CONSTRUCTION: CategorySpec = {
  slug: 'construction',
  nameRu: 'Строительство, недвижимость',
  nameEn: 'Construction & Real Estate',
  weight: { ru: 6, en: 2 },
  kind: 'field',
  teamRu: 'в строительное подразделение',
  teamEn: 'our construction team',
  industries: [
    {
      ru: 'Строительство',
      en: 'Construction',
      aboutRu: 'девелопер, который строит жилые комплексы и бизнес-центры',
      aboutEn: 'a developer building housing and office projects',
    },
    {
      ru: 'Недвижимость',
      en: 'Real estate',
      aboutRu: 'агентство недвижимости с офисами в нескольких городах',
      aboutEn: 'a real estate agency with offices in several cities',
    },
  ],
  schedules: [
    ['office', 6],
    ['shift', 3],
    ['hybrid', 1],
  ],
  requirements: {
    ru: [
      'Знание СНиП, СП и ГОСТ',
      'Уверенное чтение проектной документации',
      'Готовность к работе на объектах',
      'Профильное образование',
    ],
    en: [
      'Knowledge of building codes and standards',
      'Able to read project drawings',
      'Happy to work on site',
      'Relevant degree or trade qualification',
    ],
  },
  studies: {
    ru: ['Промышленное и гражданское строительство', 'Архитектура', 'Электроэнергетика'],
    en: ['Civil Engineering', 'Architecture', 'Electrical Engineering'],
  },
  roles: [
    {
      ru: 'Инженер ПТО',
      en: 'Construction Planning Engineer',
      skills: ['AutoCAD', 'Гранд-Смета', 'MS Project'],
      ruSkills: ['Исполнительная документация', 'Работа с подрядчиками'],
      enSkills: ['As-built documentation', 'Subcontractor management'],
      salary: [100000, 180000],
      duties: {
        ru: [
          'Ведение исполнительной документации',
          'Проверка объёмов выполненных работ',
          'Работа с проектной документацией и подрядчиками',
          'Подготовка отчётности для заказчика',
        ],
        en: [
          'Maintain as-built documentation',
          'Verify completed work volumes',
          'Handle project drawings and subcontractors',
          'Prepare reports for the client',
        ],
      },
    },
    {
      ru: 'Прораб',
      en: 'Site Foreman',
      ruSkills: ['Организация строительных работ', 'Охрана труда', 'Чтение чертежей'],
      enSkills: ['Site management', 'Health & safety', 'Reading drawings'],
      salary: [110000, 210000],
      experience: [
        ['1-3', 2],
        ['3-6', 5],
        ['6+', 3],
      ],
      duties: {
        ru: [
          'Организация работ на строительном объекте',
          'Контроль качества и сроков работ подрядчиков',
          'Приёмка материалов',
          'Соблюдение требований охраны труда на площадке',
        ],
        en: [
          'Run day-to-day work on the construction site',
          'Control quality and progress of subcontractors',
          'Accept material deliveries',
          'Enforce health and safety on site',
        ],
      },
    },
    {
      ru: 'Инженер-сметчик',
      en: 'Cost Estimator',
      skills: ['Гранд-Смета', 'Excel', 'AutoCAD'],
      ruSkills: ['Составление смет', 'Ценообразование в строительстве'],
      enSkills: ['Cost estimating', 'Construction pricing'],
      salary: [90000, 170000],
      schedules: [
        ['office', 6],
        ['hybrid', 3],
        ['remote', 1],
      ],
      duties: {
        ru: [
          'Составление локальных и объектных смет',
          'Проверка смет подрядчиков',
          'Подготовка актов КС-2 и КС-3',
          'Анализ стоимости материалов',
        ],
        en: [
          'Prepare cost estimates for projects',
          'Check subcontractor estimates',
          'Prepare monthly valuation certificates',
          'Track material prices',
        ],
      },
    },
    {
      ru: 'Инженер-проектировщик ОВиК',
      en: 'HVAC Design Engineer',
      skills: ['AutoCAD', 'Revit', 'MagiCAD'],
      ruSkills: ['Проектирование систем вентиляции', 'Теплотехнические расчёты'],
      enSkills: ['Ventilation design', 'Heat load calculations'],
      salary: [120000, 220000],
      graded: true,
      schedules: [
        ['office', 5],
        ['hybrid', 4],
        ['remote', 1],
      ],
      duties: {
        ru: [
          'Проектирование систем отопления, вентиляции и кондиционирования',
          'Выполнение расчётов и подбор оборудования',
          'Подготовка рабочей документации',
          'Авторский надзор',
        ],
        en: [
          'Design heating, ventilation and air conditioning systems',
          'Run calculations and select equipment',
          'Prepare working drawings',
          'Provide design supervision on site',
        ],
      },
    },
    {
      ru: 'Электромонтажник',
      en: 'Electrician',
      ruSkills: ['Электромонтажные работы', 'Допуск по электробезопасности', 'Чтение схем'],
      enSkills: ['Electrical installation', 'Electrical safety certificate', 'Reading schematics'],
      salary: [75000, 140000],
      schedules: [
        ['shift', 5],
        ['office', 5],
      ],
      duties: {
        ru: [
          'Монтаж электропроводки и щитового оборудования',
          'Прокладка кабельных линий',
          'Подключение и проверка оборудования',
          'Работа по проектной документации',
        ],
        en: [
          'Install wiring and distribution boards',
          'Lay cable routes',
          'Connect and test equipment',
          'Work from project drawings',
        ],
      },
    },
    {
      ru: 'Агент по недвижимости',
      en: 'Real Estate Agent',
      skills: ['CRM'],
      ruSkills: ['Продажи недвижимости', 'Ведение переговоров', 'Сопровождение сделок'],
      enSkills: ['Property sales', 'Negotiation', 'Closing deals'],
      salary: [60000, 220000],
      schedules: [
        ['office', 5],
        ['hybrid', 5],
      ],
      experience: [
        ['none', 5],
        ['1-3', 4],
        ['3-6', 1],
      ],
      duties: {
        ru: [
          'Подбор объектов недвижимости для клиентов',
          'Показы квартир и переговоры с собственниками',
          'Сопровождение сделок до регистрации',
          'Ведение базы объектов',
        ],
        en: [
          'Find properties that match clients\u2019 needs',
          'Run viewings and negotiate with owners',
          'Guide deals through to completion',
          'Keep the property database current',
        ],
      },
    },
  ],
};

const RETAIL: CategorySpec = {
  slug: 'retail',
  nameRu: 'Розничная торговля',
  nameEn: 'Retail',
  weight: { ru: 8, en: 2 },
  kind: 'field',
  teamRu: 'в команду магазина',
  teamEn: 'our store team',
  industries: [
    {
      ru: 'Розничная торговля',
      en: 'Retail',
      aboutRu: 'федеральная розничная сеть с сотнями магазинов',
      aboutEn: 'a national retail chain with hundreds of stores',
    },
    {
      ru: 'Продукты питания',
      en: 'Grocery',
      aboutRu: 'сеть продуктовых супермаркетов',
      aboutEn: 'a chain of grocery supermarkets',
    },
  ],
  schedules: [
    ['shift', 7],
    ['office', 3],
  ],
  requirements: {
    ru: [
      'Доброжелательность и желание помогать покупателям',
      'Готовность работать по сменному графику',
      'Медицинская книжка или готовность её оформить',
      'Опыт работы в рознице приветствуется',
    ],
    en: [
      'Friendly and keen to help customers',
      'Happy to work shifts',
      'Health clearance or willing to obtain one',
      'Retail experience is a plus',
    ],
  },
  studies: {
    ru: ['Торговое дело', 'Товароведение', 'Менеджмент'],
    en: ['Retail Management', 'Business', 'Commerce'],
  },
  roles: [
    {
      ru: 'Продавец-консультант',
      en: 'Sales Assistant',
      ruSkills: ['Консультирование покупателей', 'Работа с кассой', 'Выкладка товара'],
      enSkills: ['Customer service', 'Till operation', 'Visual merchandising'],
      salary: [45000, 85000],
      experience: [
        ['none', 7],
        ['1-3', 3],
      ],
      duties: {
        ru: [
          'Консультирование покупателей в торговом зале',
          'Выкладка товара и поддержание порядка',
          'Работа на кассе',
          'Участие в инвентаризациях',
        ],
        en: [
          'Help customers on the shop floor',
          'Stock shelves and keep the store tidy',
          'Work the till',
          'Help with stock counts',
        ],
      },
    },
    {
      ru: 'Кассир',
      en: 'Cashier',
      ruSkills: ['Работа с кассой', 'Обслуживание покупателей'],
      enSkills: ['Till operation', 'Customer service'],
      salary: [40000, 70000],
      experience: [
        ['none', 8],
        ['1-3', 2],
      ],
      duties: {
        ru: [
          'Обслуживание покупателей на кассе',
          'Приём наличной и безналичной оплаты',
          'Выдача онлайн-заказов',
          'Помощь в торговом зале',
        ],
        en: [
          'Serve customers at the till',
          'Take cash and card payments',
          'Hand out online orders',
          'Help out on the shop floor',
        ],
      },
    },
    {
      ru: 'Администратор магазина',
      en: 'Store Supervisor',
      skills: ['1С:Розница'],
      ruSkills: ['Управление персоналом', 'Кассовая дисциплина', 'Инвентаризация'],
      enSkills: ['Team supervision', 'Cash handling', 'Stock counts'],
      salary: [60000, 100000],
      duties: {
        ru: [
          'Организация работы смены',
          'Контроль кассовой дисциплины',
          'Решение спорных ситуаций с покупателями',
          'Приёмка товара и проведение инвентаризаций',
        ],
        en: [
          'Run the shift',
          'Keep cash handling in order',
          'Resolve customer issues',
          'Receive deliveries and run stock counts',
        ],
      },
    },
    {
      ru: 'Директор магазина',
      en: 'Store Manager',
      skills: ['1С:Розница', 'Excel'],
      ruSkills: ['Управление персоналом', 'Планирование продаж', 'Управление запасами'],
      enSkills: ['People management', 'Sales planning', 'Inventory management'],
      salary: [90000, 170000],
      experience: [
        ['1-3', 3],
        ['3-6', 5],
        ['6+', 2],
      ],
      duties: {
        ru: [
          'Управление магазином и командой из 15–30 человек',
          'Выполнение плана продаж и контроль расходов',
          'Найм и обучение сотрудников',
          'Соблюдение стандартов сети',
        ],
        en: [
          'Run the store and a team of 15–30 people',
          'Hit sales targets and control costs',
          'Hire and train staff',
          'Uphold the chain\u2019s standards',
        ],
      },
    },
    {
      ru: 'Мерчандайзер',
      en: 'Merchandiser',
      ruSkills: ['Выкладка товара', 'Планограммы', 'Водительское удостоверение категории B'],
      enSkills: ['Shelf display', 'Planograms', 'Driving licence (B)'],
      salary: [45000, 80000],
      experience: [
        ['none', 7],
        ['1-3', 3],
      ],
      duties: {
        ru: [
          'Выкладка продукции по планограмме',
          'Посещение торговых точек по маршруту',
          'Контроль остатков и ценников',
          'Фотоотчёты в мобильном приложении',
        ],
        en: [
          'Display products according to planograms',
          'Visit stores on your route',
          'Check stock levels and price tags',
          'Send photo reports through the mobile app',
        ],
      },
    },
  ],
};

const HOSPITALITY: CategorySpec = {
  slug: 'hospitality',
  nameRu: 'Гостиницы, рестораны, туризм',
  nameEn: 'Hospitality & Tourism',
  weight: { ru: 6, en: 3 },
  kind: 'field',
  teamRu: 'в команду ресторана',
  teamEn: 'our hospitality team',
  industries: [
    {
      ru: 'Рестораны',
      en: 'Restaurants',
      aboutRu: 'ресторанная группа с заведениями в разных форматах',
      aboutEn: 'a restaurant group with venues of several formats',
    },
    {
      ru: 'Гостиничный бизнес',
      en: 'Hotels',
      aboutRu: 'сеть отелей для деловых и туристических поездок',
      aboutEn: 'a hotel chain for business and leisure travellers',
    },
    {
      ru: 'Туризм',
      en: 'Travel',
      aboutRu: 'туроператор, который организует поездки по России и миру',
      aboutEn: 'a tour operator organising trips at home and abroad',
    },
  ],
  schedules: [
    ['shift', 8],
    ['office', 2],
  ],
  requirements: {
    ru: [
      'Гостеприимство и любовь к своему делу',
      'Опрятный внешний вид',
      'Медицинская книжка',
      'Готовность работать в выходные и праздники',
    ],
    en: [
      'Warm hospitality and pride in your work',
      'Neat appearance',
      'Food hygiene certificate',
      'Available on weekends and holidays',
    ],
  },
  studies: {
    ru: ['Гостиничное дело', 'Технология продукции общественного питания', 'Туризм'],
    en: ['Hospitality Management', 'Culinary Arts', 'Tourism'],
  },
  roles: [
    {
      ru: 'Повар',
      en: 'Cook',
      ruSkills: ['Приготовление блюд', 'Работа по техкартам', 'Санитарные нормы'],
      enSkills: ['Food preparation', 'Following recipes', 'Food hygiene'],
      salary: [60000, 115000],
      duties: {
        ru: [
          'Приготовление блюд по технологическим картам',
          'Заготовки для своей станции',
          'Контроль качества продуктов и сроков хранения',
          'Соблюдение санитарных норм на кухне',
        ],
        en: [
          'Cook dishes to our recipes',
          'Prep your station',
          'Check ingredient quality and storage dates',
          'Keep the kitchen clean and safe',
        ],
      },
    },
    {
      ru: 'Шеф-повар',
      en: 'Head Chef',
      ruSkills: ['Разработка меню', 'Управление кухней', 'Калькуляция блюд'],
      enSkills: ['Menu development', 'Kitchen management', 'Food costing'],
      salary: [130000, 260000],
      experience: [
        ['3-6', 4],
        ['6+', 5],
      ],
      duties: {
        ru: [
          'Разработка меню и технологических карт',
          'Руководство командой кухни',
          'Контроль себестоимости и закупок',
          'Обеспечение стабильного качества блюд',
        ],
        en: [
          'Develop the menu and recipes',
          'Lead the kitchen brigade',
          'Control food costs and purchasing',
          'Keep every plate consistent',
        ],
      },
    },
    {
      ru: 'Бариста',
      en: 'Barista',
      ruSkills: ['Приготовление кофе', 'Латте-арт', 'Работа с кассой'],
      enSkills: ['Espresso drinks', 'Latte art', 'Till operation'],
      salary: [40000, 70000],
      experience: [
        ['none', 7],
        ['1-3', 3],
      ],
      duties: {
        ru: [
          'Приготовление кофе и напитков по стандартам',
          'Обслуживание гостей и работа с кассой',
          'Поддержание чистоты на баре',
          'Настройка кофемашины и помола',
        ],
        en: [
          'Make coffee and drinks to our standards',
          'Serve guests and use the till',
          'Keep the bar clean',
          'Dial in the grinder and espresso machine',
        ],
      },
    },
    {
      ru: 'Официант',
      en: 'Waiter',
      ruSkills: ['Обслуживание гостей', 'Знание меню', 'Работа с r_keeper'],
      enSkills: ['Table service', 'Menu knowledge', 'POS systems'],
      salary: [40000, 85000],
      experience: [
        ['none', 7],
        ['1-3', 3],
      ],
      duties: {
        ru: [
          'Встреча и обслуживание гостей',
          'Рекомендации по меню и винной карте',
          'Приём заказов в r_keeper и расчёт гостей',
          'Сервировка и поддержание порядка в зале',
        ],
        en: [
          'Welcome and serve guests',
          'Recommend dishes and wines',
          'Take orders and settle bills',
          'Set tables and keep the floor tidy',
        ],
      },
    },
    {
      ru: 'Администратор гостиницы',
      en: 'Hotel Receptionist',
      skills: ['Opera PMS', 'English B1'],
      ruSkills: ['Заселение гостей', 'Бронирование', 'Работа с кассой'],
      enSkills: ['Check-in', 'Reservations', 'Payments'],
      salary: [50000, 90000],
      duties: {
        ru: [
          'Заселение и выселение гостей',
          'Работа с бронированиями и онлайн-каналами',
          'Решение вопросов гостей в течение проживания',
          'Приём оплаты и ведение кассы',
        ],
        en: [
          'Check guests in and out',
          'Manage bookings and online channels',
          'Solve guests\u2019 requests during their stay',
          'Take payments and run the cash desk',
        ],
      },
    },
    {
      ru: 'Менеджер по туризму',
      en: 'Travel Consultant',
      skills: ['CRM'],
      ruSkills: ['Подбор туров', 'Бронирование', 'Продажи'],
      enSkills: ['Trip planning', 'Bookings', 'Sales'],
      salary: [55000, 120000],
      schedules: [
        ['office', 6],
        ['hybrid', 3],
        ['remote', 1],
      ],
      duties: {
        ru: [
          'Подбор туров под пожелания клиентов',
          'Бронирование отелей, перелётов и трансферов',
          'Оформление документов для поездки',
          'Поддержка туристов во время путешествия',
        ],
        en: [
          'Plan trips around each client\u2019s wishes',
          'Book hotels, flights and transfers',
          'Prepare travel documents',
          'Support travellers during their trip',
        ],
      },
    },
  ],
};

const MANUFACTURING: CategorySpec = {
  slug: 'manufacturing',
  nameRu: 'Производство',
  nameEn: 'Manufacturing',
  weight: { ru: 7, en: 2 },
  kind: 'field',
  teamRu: 'на производство',
  teamEn: 'our production site',
  industries: [
    {
      ru: 'Машиностроение',
      en: 'Machinery',
      aboutRu: 'машиностроительный завод с собственным конструкторским бюро',
      aboutEn: 'a machinery plant with its own design bureau',
    },
    {
      ru: 'Пищевое производство',
      en: 'Food production',
      aboutRu: 'производитель продуктов питания, которые продаются по всей стране',
      aboutEn: 'a food producer selling across the country',
    },
    {
      ru: 'Металлургия',
      en: 'Metals',
      aboutRu: 'металлургический комбинат полного цикла',
      aboutEn: 'an integrated steel works',
    },
  ],
  schedules: [
    ['shift', 6],
    ['office', 4],
  ],
  requirements: {
    ru: [
      'Профильное техническое образование',
      'Умение читать чертежи',
      'Соблюдение требований охраны труда',
      'Ответственность и аккуратность',
    ],
    en: [
      'Technical education in a relevant field',
      'Able to read technical drawings',
      'Strict about health and safety',
      'Responsible and precise',
    ],
  },
  studies: {
    ru: ['Технология машиностроения', 'Автоматизация технологических процессов', 'Металлургия'],
    en: ['Mechanical Engineering', 'Process Automation', 'Materials Science'],
  },
  roles: [
    {
      ru: 'Инженер-технолог',
      en: 'Process Engineer',
      skills: ['КОМПАС-3D', 'AutoCAD', 'Excel'],
      ruSkills: ['Технологическая документация', 'Бережливое производство'],
      enSkills: ['Process documentation', 'Lean manufacturing'],
      salary: [90000, 170000],
      graded: true,
      schedules: [
        ['office', 6],
        ['shift', 3],
      ],
      duties: {
        ru: [
          'Разработка технологических процессов изготовления деталей',
          'Подготовка технологической документации',
          'Внедрение нового оборудования и оснастки',
          'Снижение брака и себестоимости',
        ],
        en: [
          'Develop manufacturing processes for parts',
          'Write process documentation',
          'Bring in new equipment and tooling',
          'Cut scrap and unit costs',
        ],
      },
    },
    {
      ru: 'Оператор станков с ЧПУ',
      en: 'CNC Machine Operator',
      skills: ['Fanuc', 'Heidenhain', 'Sinumerik'],
      ruSkills: ['Чтение чертежей', 'Измерительный инструмент'],
      enSkills: ['Reading drawings', 'Measuring tools'],
      salary: [75000, 140000],
      schedules: [
        ['shift', 9],
        ['office', 1],
      ],
      duties: {
        ru: [
          'Работа на токарных и фрезерных станках с ЧПУ',
          'Наладка станка и корректировка программ',
          'Контроль размеров деталей',
          'Обслуживание оборудования',
        ],
        en: [
          'Run CNC lathes and milling machines',
          'Set up machines and adjust programs',
          'Check part dimensions',
          'Maintain equipment',
        ],
      },
    },
    {
      ru: 'Слесарь-ремонтник',
      en: 'Maintenance Fitter',
      ruSkills: ['Ремонт оборудования', 'Слесарные работы', 'Гидравлика'],
      enSkills: ['Equipment repair', 'Fitting', 'Hydraulics'],
      salary: [65000, 115000],
      schedules: [
        ['shift', 8],
        ['office', 2],
      ],
      duties: {
        ru: [
          'Плановый и аварийный ремонт оборудования',
          'Диагностика неисправностей',
          'Замена узлов и деталей',
          'Ведение журнала ремонтов',
        ],
        en: [
          'Carry out planned and emergency repairs',
          'Diagnose faults',
          'Replace parts and assemblies',
          'Keep the maintenance log',
        ],
      },
    },
    {
      ru: 'Сварщик',
      en: 'Welder',
      ruSkills: ['Сварка MIG/MAG', 'Сварка TIG', 'Чтение чертежей'],
      enSkills: ['MIG/MAG welding', 'TIG welding', 'Reading drawings'],
      salary: [75000, 150000],
      schedules: [
        ['shift', 8],
        ['office', 2],
      ],
      duties: {
        ru: [
          'Сварка металлоконструкций полуавтоматом и аргоном',
          'Подготовка кромок и сборка под сварку',
          'Контроль качества швов',
          'Работа по чертежам',
        ],
        en: [
          'Weld steel structures using MIG/MAG and TIG',
          'Prepare edges and fit up parts',
          'Check weld quality',
          'Work from drawings',
        ],
      },
    },
    {
      ru: 'Инженер-конструктор',
      en: 'Mechanical Design Engineer',
      skills: ['SolidWorks', 'КОМПАС-3D', 'AutoCAD', 'ЕСКД'],
      ruSkills: ['Прочностные расчёты', 'Конструкторская документация'],
      enSkills: ['Stress analysis', 'Design documentation'],
      salary: [100000, 190000],
      graded: true,
      schedules: [
        ['office', 6],
        ['hybrid', 3],
      ],
      duties: {
        ru: [
          'Разработка 3D-моделей и чертежей узлов',
          'Выполнение прочностных расчётов',
          'Сопровождение изготовления опытных образцов',
          'Доработка конструкции по замечаниям производства',
        ],
        en: [
          'Create 3D models and assembly drawings',
          'Run stress calculations',
          'Support prototype manufacturing',
          'Improve designs based on shop floor feedback',
        ],
      },
    },
    {
      ru: 'Инженер по охране труда',
      en: 'Health & Safety Engineer',
      skills: ['Excel'],
      ruSkills: ['Охрана труда', 'Специальная оценка условий труда', 'Промышленная безопасность'],
      enSkills: ['Occupational safety', 'Risk assessment', 'Industrial safety'],
      salary: [80000, 150000],
      schedules: [
        ['office', 8],
        ['shift', 2],
      ],
      duties: {
        ru: [
          'Проведение инструктажей по охране труда',
          'Организация специальной оценки условий труда',
          'Расследование несчастных случаев',
          'Контроль соблюдения требований безопасности в цехах',
        ],
        en: [
          'Run safety inductions and briefings',
          'Organise workplace risk assessments',
          'Investigate incidents',
          'Audit safety in the workshops',
        ],
      },
    },
    {
      ru: 'Контролёр ОТК',
      en: 'Quality Control Inspector',
      ruSkills: ['Контроль качества', 'Измерительный инструмент', 'Чтение чертежей'],
      enSkills: ['Quality control', 'Measuring tools', 'Reading drawings'],
      salary: [55000, 95000],
      schedules: [
        ['shift', 8],
        ['office', 2],
      ],
      duties: {
        ru: [
          'Контроль качества продукции на всех этапах',
          'Измерение деталей и оформление протоколов',
          'Выявление и изоляция брака',
          'Участие в разборе несоответствий',
        ],
        en: [
          'Inspect products at every stage',
          'Measure parts and record results',
          'Find and quarantine defects',
          'Take part in root cause analysis',
        ],
      },
    },
  ],
};

export const FIELD_CATEGORIES: readonly CategorySpec[] = [
  LOGISTICS,
  MEDICINE,
  EDUCATION,
  CONSTRUCTION,
  RETAIL,
  HOSPITALITY,
  MANUFACTURING,
];
