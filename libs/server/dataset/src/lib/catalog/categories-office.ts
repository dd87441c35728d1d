import type { CategorySpec } from './types';

// White-collar trades: IT, data, management, design, marketing, sales, support, finance, HR, legal, office.

const IT: CategorySpec = {
  slug: 'it',
  nameRu: 'Информационные технологии',
  nameEn: 'IT & Software Development',
  weight: { ru: 18, en: 34 },
  kind: 'office',
  teamRu: 'в команду разработки',
  teamEn: 'our engineering team',
  industries: [
    {
      ru: 'Разработка программного обеспечения',
      en: 'Software development',
      aboutRu: 'IT-компания, которая разрабатывает сервисы для бизнеса и миллионов пользователей',
      aboutEn: 'a software company building products used by businesses and millions of people',
    },
    {
      ru: 'Интернет-сервисы',
      en: 'Internet services',
      aboutRu: 'продуктовая компания с собственными интернет-сервисами',
      aboutEn: 'a product company running its own consumer internet services',
    },
    {
      ru: 'Финтех',
      en: 'Fintech',
      aboutRu: 'финтех-компания, которая делает платежи и банковские продукты удобными',
      aboutEn: 'a fintech company making payments and banking simple',
    },
    {
      ru: 'Электронная коммерция',
      en: 'E-commerce',
      aboutRu: 'онлайн-ритейлер с собственной технологической платформой',
      aboutEn: 'an online retailer with its own technology platform',
    },
    {
      ru: 'Системная интеграция',
      en: 'IT consulting & integration',
      aboutRu: 'системный интегратор, который автоматизирует крупные предприятия',
      aboutEn: 'a systems integrator automating large enterprises',
    },
  ],
  schedules: [
    ['office', 2],
    ['hybrid', 4],
    ['remote', 4],
  ],
  requirements: {
    ru: [
      'Понимание принципов ООП, SOLID и чистой архитектуры',
      'Опыт работы с Git и код-ревью',
      'Умение писать тесты и поддерживать их в актуальном состоянии',
      'Английский язык на уровне чтения технической документации',
      'Умение декомпозировать задачи и оценивать сроки',
      'Понимание того, как устроены HTTP, REST и базы данных',
    ],
    en: [
      'Solid understanding of software design principles and clean architecture',
      'Comfortable with Git, pull requests and code review',
      'You write tests and keep them meaningful',
      'Ability to break work down and give realistic estimates',
      'Good understanding of HTTP, REST and relational databases',
      'Clear written communication in English',
    ],
  },
  studies: {
    ru: [
      'Прикладная информатика',
      'Программная инженерия',
      'Информатика и вычислительная техника',
      'Прикладная математика',
    ],
    en: ['Computer Science', 'Software Engineering', 'Applied Mathematics', 'Information Systems'],
  },
  roles: [
    {
      ru: 'Frontend-разработчик',
      en: 'Frontend Engineer',
      skills: ['JavaScript', 'TypeScript', 'HTML', 'CSS', 'Git', 'REST API', 'Vite', 'Webpack'],
      salary: [160000, 300000],
      graded: true,
      variants: [
        { label: 'React', skills: ['React', 'Redux', 'Next.js', 'React Query', 'Jest'] },
        { label: 'Vue', skills: ['Vue.js', 'Nuxt', 'Pinia', 'Vitest'] },
        { label: 'Angular', skills: ['Angular', 'RxJS', 'NgRx', 'Jasmine'] },
      ],
      duties: {
        ru: [
          'Разработка новых экранов и функций клиентской части продукта',
          'Вёрстка адаптивных интерфейсов по макетам из Figma',
          'Оптимизация производительности и размера бандла',
          'Развитие дизайн-системы и библиотеки компонентов',
          'Написание unit- и e2e-тестов',
          'Участие в код-ревью и проектировании архитектуры фронтенда',
        ],
        en: [
          'Build new screens and features of our web application',
          'Turn Figma designs into accessible, responsive interfaces',
          'Improve performance and keep the bundle small',
          'Grow our design system and component library',
          'Write unit and end-to-end tests',
          'Take part in code review and frontend architecture decisions',
        ],
      },
    },
    {
      ru: 'Backend-разработчик',
      en: 'Backend Engineer',
      skills: ['Git', 'Docker', 'REST API', 'SQL', 'Linux', 'Redis'],
      salary: [180000, 330000],
      graded: true,
      variants: [
        { label: 'Go', skills: ['Go', 'gRPC', 'PostgreSQL', 'Kafka', 'Kubernetes'] },
        { label: 'Python', skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery'] },
        { label: 'Java', skills: ['Java', 'Spring Boot', 'Hibernate', 'Kafka', 'PostgreSQL'] },
        { label: 'Node.js', skills: ['Node.js', 'TypeScript', 'NestJS', 'PostgreSQL', 'RabbitMQ'] },
        { label: 'PHP', skills: ['PHP', 'Laravel', 'Symfony', 'MySQL'] },
        { label: 'C#', skills: ['C#', '.NET', 'ASP.NET Core', 'MS SQL Server', 'Entity Framework'] },
      ],
      duties: {
        ru: [
          'Проектирование и разработка API и микросервисов',
          'Оптимизация запросов к базам данных и работа с нагрузкой',
          'Интеграция с внешними сервисами и платёжными системами',
          'Покрытие кода тестами и участие в код-ревью',
          'Мониторинг сервисов в продакшене и разбор инцидентов',
          'Рефакторинг legacy-кода и развитие архитектуры',
        ],
        en: [
          'Design and build APIs and microservices',
          'Tune database queries and keep services fast under load',
          'Integrate third-party services and payment providers',
          'Cover code with tests and review your teammates\u2019 changes',
          'Monitor services in production and lead incident reviews',
          'Refactor legacy code and evolve the architecture',
        ],
      },
    },
    {
      ru: 'Fullstack-разработчик',
      en: 'Full-Stack Engineer',
      skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'Git', 'REST API'],
      salary: [170000, 310000],
      graded: true,
      duties: {
        ru: [
          'Разработка функций продукта от базы данных до интерфейса',
          'Проектирование API вместе с командой',
          'Поддержка внутренних инструментов и админ-панелей',
          'Настройка CI/CD и автоматизация рутинных задач',
          'Участие в планировании спринтов и оценке задач',
        ],
        en: [
          'Ship product features end to end, from the database to the UI',
          'Design APIs together with the team',
          'Maintain internal tools and admin panels',
          'Improve CI/CD and automate the boring parts',
          'Take part in sprint planning and estimation',
        ],
      },
    },
    {
      ru: 'iOS-разработчик',
      en: 'iOS Developer',
      skills: ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Xcode', 'Core Data', 'Git'],
      salary: [190000, 340000],
      graded: true,
      duties: {
        ru: [
          'Разработка нового функционала мобильного приложения на Swift',
          'Перевод экранов с UIKit на SwiftUI',
          'Работа над стабильностью: crash-free выше 99,9%',
          'Покрытие кода тестами и настройка сборок в CI',
        ],
        en: [
          'Build new features of our iOS app in Swift',
          'Migrate screens from UIKit to SwiftUI',
          'Keep the app stable with a crash-free rate above 99.9%',
          'Cover code with tests and maintain CI builds',
        ],
      },
    },
    {
      ru: 'Android-разработчик',
      en: 'Android Developer',
      skills: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Android SDK', 'Room', 'Gradle', 'Git'],
      salary: [190000, 340000],
      graded: true,
      duties: {
        ru: [
          'Разработка нового функционала Android-приложения на Kotlin',
          'Переход на Jetpack Compose и модульную архитектуру',
          'Оптимизация времени запуска и потребления памяти',
          'Взаимодействие с дизайнерами, бэкендом и QA',
        ],
        en: [
          'Build new features of our Android app in Kotlin',
          'Move the app to Jetpack Compose and a modular architecture',
          'Improve start-up time and memory use',
          'Work closely with designers, backend engineers and QA',
        ],
      },
    },
    {
      ru: 'DevOps-инженер',
      en: 'DevOps Engineer',
      skills: ['Kubernetes', 'Docker', 'Terraform', 'Ansible', 'CI/CD', 'Linux', 'Prometheus', 'Grafana', 'GitLab CI'],
      salary: [200000, 360000],
      graded: true,
      duties: {
        ru: [
          'Поддержка и развитие инфраструктуры в Kubernetes',
          'Построение CI/CD-пайплайнов для десятков сервисов',
          'Описание инфраструктуры как кода (Terraform, Ansible)',
          'Настройка мониторинга, алертинга и логирования',
          'Участие в разборе инцидентов и повышении отказоустойчивости',
        ],
        en: [
          'Run and evolve our Kubernetes infrastructure',
          'Build CI/CD pipelines for dozens of services',
          'Describe infrastructure as code with Terraform and Ansible',
          'Set up monitoring, alerting and logging',
          'Lead incident reviews and improve reliability',
        ],
      },
    },
    {
      ru: 'QA-инженер по автоматизации',
      en: 'QA Automation Engineer',
      skills: ['Python', 'Pytest', 'Selenium', 'Playwright', 'Allure', 'CI/CD', 'SQL', 'Postman'],
      salary: [150000, 270000],
      graded: true,
      duties: {
        ru: [
          'Разработка автотестов для веба, API и мобильных приложений',
          'Развитие фреймворка автоматизации тестирования',
          'Встраивание тестов в CI и анализ результатов прогонов',
          'Составление тест-планов вместе с разработчиками',
        ],
        en: [
          'Write automated tests for the web app, the API and mobile apps',
          'Grow our test automation framework',
          'Run tests in CI and analyse the results',
          'Write test plans together with developers',
        ],
      },
    },
    {
      ru: 'Тестировщик',
      en: 'Manual QA Engineer',
      skills: ['Jira', 'TestRail', 'Postman', 'SQL', 'Charles', 'DevTools'],
      ruSkills: ['Тест-дизайн', 'Функциональное тестирование', 'Регрессионное тестирование'],
      enSkills: ['Test design', 'Functional testing', 'Regression testing'],
      salary: [90000, 170000],
      graded: true,
      duties: {
        ru: [
          'Функциональное и регрессионное тестирование веб- и мобильных приложений',
          'Написание тест-кейсов и чек-листов',
          'Заведение и сопровождение баг-репортов',
          'Проверка интеграций через API с помощью Postman',
        ],
        en: [
          'Run functional and regression testing of web and mobile apps',
          'Write test cases and checklists',
          'File clear bug reports and follow them to the fix',
          'Check integrations through the API with Postman',
        ],
      },
    },
    {
      ru: 'Системный администратор',
      en: 'System Administrator',
      skills: ['Linux', 'Windows Server', 'Active Directory', 'Bash', 'Zabbix', 'VMware', 'Cisco'],
      ruSkills: ['Настройка сетей', 'Резервное копирование'],
      enSkills: ['Networking', 'Backups'],
      salary: [90000, 180000],
      duties: {
        ru: [
          'Администрирование серверов Linux и Windows',
          'Поддержка сетевой инфраструктуры и VPN',
          'Настройка резервного копирования и мониторинга',
          'Помощь сотрудникам с рабочими местами и оргтехникой',
        ],
        en: [
          'Administer Linux and Windows servers',
          'Maintain the network and VPN',
          'Set up backups and monitoring',
          'Help colleagues with their workstations and office equipment',
        ],
      },
    },
    {
      ru: '1С-программист',
      en: '1C Developer',
      skills: ['1С:Предприятие 8.3', '1С:ERP', 'БСП', 'SQL', 'Git'],
      ruSkills: ['Доработка типовых конфигураций', 'Обмен данными'],
      enSkills: ['Configuration customisation', 'Data exchange'],
      salary: [130000, 260000],
      graded: true,
      duties: {
        ru: [
          'Доработка типовых конфигураций 1С:ERP и 1С:Бухгалтерия',
          'Разработка отчётов, обработок и печатных форм',
          'Настройка обменов между базами и с внешними системами',
          'Консультирование пользователей и разбор обращений',
        ],
        en: [
          'Customise standard 1C:ERP and 1C:Accounting configurations',
          'Build reports, data processors and print forms',
          'Set up data exchange between databases and external systems',
          'Support users and resolve their requests',
        ],
      },
    },
    {
      ru: 'Руководитель группы разработки',
      en: 'Engineering Manager',
      skills: ['Agile', 'Scrum', 'System design', 'Code review'],
      ruSkills: ['Управление командой', 'Найм и адаптация', 'Планирование'],
      enSkills: ['People management', 'Hiring', 'Planning'],
      salary: [320000, 520000],
      experience: [
        ['3-6', 2],
        ['6+', 5],
      ],
      duties: {
        ru: [
          'Руководство командой из 6–10 инженеров',
          'Планирование, приоритизация задач и контроль сроков',
          'Найм, адаптация и развитие разработчиков',
          'Принятие архитектурных решений вместе с командой',
          'Взаимодействие с продуктом и бизнесом',
        ],
        en: [
          'Lead a team of 6–10 engineers',
          'Plan and prioritise work and keep delivery predictable',
          'Hire, onboard and grow engineers',
          'Make architecture decisions together with the team',
          'Partner with product and business stakeholders',
        ],
      },
    },
  ],
};

const ANALYTICS: CategorySpec = {
  slug: 'analytics',
  nameRu: 'Аналитика и данные',
  nameEn: 'Data & Analytics',
  weight: { ru: 5, en: 9 },
  kind: 'office',
  teamRu: 'в команду аналитики',
  teamEn: 'our data team',
  industries: [
    {
      ru: 'Аналитика данных',
      en: 'Data analytics',
      aboutRu: 'компания, которая помогает бизнесу принимать решения на основе данных',
      aboutEn: 'a company helping businesses make decisions based on data',
    },
    {
      ru: 'Искусственный интеллект',
      en: 'Artificial intelligence',
      aboutRu: 'команда, которая создаёт решения на основе машинного обучения',
      aboutEn: 'a team building products on top of machine learning',
    },
  ],
  schedules: [
    ['office', 2],
    ['hybrid', 5],
    ['remote', 4],
  ],
  requirements: {
    ru: [
      'Уверенное знание SQL: оконные функции, сложные JOIN',
      'Знание математической статистики и теории вероятностей',
      'Умение объяснять выводы простым языком',
      'Высшее техническое или экономическое образование',
    ],
    en: [
      'Strong SQL, including window functions and complex joins',
      'Good grasp of statistics and probability',
      'Ability to explain findings in plain words',
      'Degree in a quantitative field or equivalent experience',
    ],
  },
  studies: {
    ru: ['Прикладная математика и информатика', 'Экономика', 'Статистика', 'Бизнес-информатика'],
    en: ['Statistics', 'Economics', 'Applied Mathematics', 'Data Science'],
  },
  roles: [
    {
      ru: 'Аналитик данных',
      en: 'Data Analyst',
      skills: ['SQL', 'Python', 'Pandas', 'Tableau', 'Power BI', 'Excel', 'A/B-тесты'],
      salary: [130000, 250000],
      graded: true,
      duties: {
        ru: [
          'Построение дашбордов и регулярной отчётности',
          'Поиск точек роста в продуктовых и финансовых метриках',
          'Проведение и анализ A/B-тестов',
          'Подготовка ad-hoc исследований по запросам команд',
        ],
        en: [
          'Build dashboards and regular reporting',
          'Find growth opportunities in product and financial metrics',
          'Design and analyse A/B tests',
          'Answer ad-hoc questions from product teams',
        ],
      },
    },
    {
      ru: 'Data Scientist',
      en: 'Data Scientist',
      skills: ['Python', 'scikit-learn', 'PyTorch', 'SQL', 'Pandas', 'CatBoost', 'Machine Learning'],
      salary: [220000, 400000],
      graded: true,
      duties: {
        ru: [
          'Разработка моделей рекомендаций и прогнозирования спроса',
          'Подготовка признаков и экспериментов',
          'Вывод моделей в продакшен вместе с ML-инженерами',
          'Оценка влияния моделей на бизнес-метрики',
        ],
        en: [
          'Build recommendation and demand forecasting models',
          'Engineer features and run experiments',
          'Ship models to production with ML engineers',
          'Measure how models move business metrics',
        ],
      },
    },
    {
      ru: 'Data Engineer',
      en: 'Data Engineer',
      skills: ['Python', 'Apache Spark', 'Airflow', 'Kafka', 'ClickHouse', 'SQL', 'dbt'],
      salary: [210000, 370000],
      graded: true,
      duties: {
        ru: [
          'Разработка и поддержка ETL-процессов',
          'Проектирование хранилища данных и витрин',
          'Настройка потоковой обработки событий',
          'Контроль качества и свежести данных',
        ],
        en: [
          'Build and maintain ETL pipelines',
          'Design the data warehouse and data marts',
          'Set up event stream processing',
          'Keep data fresh and trustworthy',
        ],
      },
    },
    {
      ru: 'Системный аналитик',
      en: 'Systems Analyst',
      skills: ['BPMN', 'UML', 'SQL', 'REST API', 'Confluence', 'Jira', 'Swagger'],
      salary: [160000, 290000],
      graded: true,
      duties: {
        ru: [
          'Сбор и формализация требований к системам',
          'Проектирование интеграций и описание API',
          'Подготовка технических заданий для разработки',
          'Приёмка результатов и консультирование команды',
        ],
        en: [
          'Gather and formalise requirements',
          'Design integrations and describe APIs',
          'Write specifications for the development team',
          'Accept delivered work and advise the team',
        ],
      },
    },
    {
      ru: 'Бизнес-аналитик',
      en: 'Business Analyst',
      skills: ['BPMN', 'SQL', 'Excel', 'Confluence', 'Power BI'],
      ruSkills: ['Анализ бизнес-процессов', 'Работа с заказчиком'],
      enSkills: ['Process analysis', 'Stakeholder management'],
      salary: [140000, 260000],
      graded: true,
      duties: {
        ru: [
          'Описание и оптимизация бизнес-процессов',
          'Сбор требований от подразделений компании',
          'Оценка эффекта от изменений и внедрений',
          'Подготовка презентаций для руководства',
        ],
        en: [
          'Map and improve business processes',
          'Collect requirements from departments',
          'Estimate the impact of changes',
          'Prepare presentations for leadership',
        ],
      },
    },
    {
      ru: 'Продуктовый аналитик',
      en: 'Product Analyst',
      skills: ['SQL', 'Python', 'Amplitude', 'Metabase', 'A/B-тесты'],
      ruSkills: ['Продуктовые метрики', 'Юнит-экономика'],
      enSkills: ['Product metrics', 'Unit economics'],
      salary: [150000, 280000],
      graded: true,
      duties: {
        ru: [
          'Анализ воронок и поведения пользователей',
          'Дизайн и оценка A/B-экспериментов',
          'Разработка системы продуктовых метрик',
          'Помощь продакт-менеджерам в приоритизации гипотез',
        ],
        en: [
          'Analyse funnels and user behaviour',
          'Design and evaluate A/B experiments',
          'Own the product metrics framework',
          'Help product managers prioritise hypotheses',
        ],
      },
    },
  ],
};

const MANAGEMENT: CategorySpec = {
  slug: 'management',
  nameRu: 'Управление проектами и продуктами',
  nameEn: 'Project & Product Management',
  weight: { ru: 4, en: 6 },
  kind: 'office',
  teamRu: 'в продуктовую команду',
  teamEn: 'our product organisation',
  industries: [
    {
      ru: 'Консалтинг',
      en: 'Consulting',
      aboutRu: 'консалтинговая компания, которая ведёт проекты трансформации для крупного бизнеса',
      aboutEn: 'a consultancy running transformation projects for large companies',
    },
    {
      ru: 'Продуктовая разработка',
      en: 'Product development',
      aboutRu: 'продуктовая компания, которая растёт на нескольких рынках',
      aboutEn: 'a product company growing across several markets',
    },
  ],
  schedules: [
    ['office', 3],
    ['hybrid', 5],
    ['remote', 3],
  ],
  requirements: {
    ru: [
      'Опыт управления проектами с бюджетом и жёсткими сроками',
      'Умение договариваться и отстаивать приоритеты',
      'Структурное мышление и внимание к деталям',
      'Опыт работы по Scrum или Kanban',
    ],
    en: [
      'Experience running projects with real budgets and deadlines',
      'You negotiate well and can defend priorities',
      'Structured thinking and attention to detail',
      'Hands-on experience with Scrum or Kanban',
    ],
  },
  studies: {
    ru: ['Менеджмент', 'Экономика', 'Управление проектами'],
    en: ['Business Administration', 'Management', 'Economics'],
  },
  roles: [
    {
      ru: 'Менеджер проектов',
      en: 'Project Manager',
      skills: ['Agile', 'Scrum', 'Jira', 'MS Project', 'Confluence'],
      ruSkills: ['Управление рисками', 'Бюджетирование'],
      enSkills: ['Risk management', 'Budgeting'],
      salary: [150000, 280000],
      graded: true,
      duties: {
        ru: [
          'Планирование проектов и контроль сроков и бюджета',
          'Координация работы команды и подрядчиков',
          'Коммуникация с заказчиками и отчётность',
          'Управление рисками и изменениями в проекте',
        ],
        en: [
          'Plan projects and keep scope, time and budget on track',
          'Coordinate the team and contractors',
          'Communicate with clients and report progress',
          'Manage risks and change requests',
        ],
      },
    },
    {
      ru: 'Продакт-менеджер',
      en: 'Product Manager',
      skills: ['CJM', 'A/B-тесты', 'SQL', 'Amplitude', 'Figma'],
      ruSkills: ['Продуктовое исследование', 'Юнит-экономика', 'Роадмап'],
      enSkills: ['Product discovery', 'Unit economics', 'Roadmapping'],
      salary: [220000, 400000],
      graded: true,
      duties: {
        ru: [
          'Формирование видения и роадмапа продукта',
          'Исследования пользователей и проверка гипотез',
          'Постановка задач команде разработки и дизайна',
          'Работа с продуктовыми метриками и юнит-экономикой',
        ],
        en: [
          'Own the product vision and roadmap',
          'Talk to users and validate hypotheses',
          'Define work for engineering and design',
          'Drive product metrics and unit economics',
        ],
      },
    },
    {
      ru: 'Scrum-мастер',
      en: 'Scrum Master',
      skills: ['Scrum', 'Kanban', 'Jira', 'Miro'],
      ruSkills: ['Фасилитация', 'Agile-коучинг'],
      enSkills: ['Facilitation', 'Agile coaching'],
      salary: [170000, 290000],
      duties: {
        ru: [
          'Проведение scrum-событий в двух-трёх командах',
          'Помощь командам в улучшении процессов',
          'Устранение препятствий и работа с зависимостями',
          'Сбор и анализ метрик потока',
        ],
        en: [
          'Run scrum events for two or three teams',
          'Help teams improve how they work',
          'Remove blockers and manage dependencies',
          'Track and analyse flow metrics',
        ],
      },
    },
    {
      ru: 'Операционный менеджер',
      en: 'Operations Manager',
      skills: ['Excel', 'KPI', 'BPMN'],
      ruSkills: ['Оптимизация процессов', 'Управление командой'],
      enSkills: ['Process optimisation', 'Team management'],
      salary: [130000, 250000],
      duties: {
        ru: [
          'Организация и оптимизация операционных процессов',
          'Контроль ключевых показателей подразделений',
          'Запуск новых направлений и точек',
          'Работа с подрядчиками и поставщиками',
        ],
        en: [
          'Organise and improve day-to-day operations',
          'Track the key metrics of each unit',
          'Launch new locations and business lines',
          'Manage contractors and suppliers',
        ],
      },
    },
  ],
};

const DESIGN: CategorySpec = {
  slug: 'design',
  nameRu: 'Дизайн',
  nameEn: 'Design & Creative',
  weight: { ru: 4, en: 7 },
  kind: 'office',
  teamRu: 'в команду дизайна',
  teamEn: 'our design team',
  industries: [
    {
      ru: 'Дизайн и брендинг',
      en: 'Design & branding',
      aboutRu: 'дизайн-студия, которая создаёт бренды и цифровые продукты',
      aboutEn: 'a design studio creating brands and digital products',
    },
    {
      ru: 'Архитектура и интерьеры',
      en: 'Architecture & interiors',
      aboutRu: 'бюро, которое проектирует жилые и коммерческие интерьеры',
      aboutEn: 'a bureau designing residential and commercial interiors',
    },
  ],
  schedules: [
    ['office', 2],
    ['hybrid', 4],
    ['remote', 4],
  ],
  requirements: {
    ru: [
      'Портфолио с кейсами, в которых виден ход мысли',
      'Чувство композиции, типографики и цвета',
      'Умение аргументировать решения',
      'Готовность выполнить небольшое тестовое задание',
    ],
    en: [
      'A portfolio with case studies that show your thinking',
      'Strong sense of layout, typography and colour',
      'Ability to explain and defend design decisions',
      'Willing to do a short paid test task',
    ],
  },
  studies: {
    ru: ['Графический дизайн', 'Дизайн среды', 'Архитектура'],
    en: ['Graphic Design', 'Interaction Design', 'Architecture'],
  },
  roles: [
    {
      ru: 'Продуктовый дизайнер',
      en: 'Product Designer',
      skills: ['Figma', 'Прототипирование', 'Дизайн-системы', 'UX-исследования'],
      salary: [160000, 300000],
      graded: true,
      duties: {
        ru: [
          'Проектирование пользовательских сценариев и интерфейсов',
          'Прототипирование и проверка решений на пользователях',
          'Развитие дизайн-системы продукта',
          'Работа в связке с продакт-менеджером и разработчиками',
        ],
        en: [
          'Design user flows and interfaces',
          'Prototype and test ideas with real users',
          'Evolve the product design system',
          'Work side by side with product managers and engineers',
        ],
      },
    },
    {
      ru: 'UX/UI-дизайнер',
      en: 'UX/UI Designer',
      skills: ['Figma', 'Adobe XD', 'Wireframing', 'Юзабилити-тестирование', 'Адаптивный дизайн'],
      salary: [120000, 240000],
      graded: true,
      duties: {
        ru: [
          'Дизайн интерфейсов сайтов и мобильных приложений',
          'Подготовка макетов и спецификаций для разработки',
          'Проведение юзабилити-тестов',
          'Создание иллюстраций и иконок',
        ],
        en: [
          'Design interfaces for websites and mobile apps',
          'Prepare layouts and specs for developers',
          'Run usability tests',
          'Create illustrations and icons',
        ],
      },
    },
    {
      ru: 'Графический дизайнер',
      en: 'Graphic Designer',
      skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Figma'],
      ruSkills: ['Типографика', 'Фирменный стиль'],
      enSkills: ['Typography', 'Brand identity'],
      salary: [70000, 150000],
      duties: {
        ru: [
          'Разработка рекламных материалов и баннеров',
          'Вёрстка презентаций, каталогов и печатной продукции',
          'Поддержка фирменного стиля компании',
          'Подготовка макетов к печати',
        ],
        en: [
          'Design ads and banners',
          'Lay out presentations, catalogues and print materials',
          'Keep the brand identity consistent',
          'Prepare files for print',
        ],
      },
    },
    {
      ru: 'Моушн-дизайнер',
      en: 'Motion Designer',
      skills: ['After Effects', 'Cinema 4D', 'Blender', 'Premiere Pro'],
      ruSkills: ['Анимация', 'Монтаж видео'],
      enSkills: ['Animation', 'Video editing'],
      salary: [100000, 200000],
      duties: {
        ru: [
          'Создание анимированных роликов для рекламы и соцсетей',
          'Анимация интерфейсов и иллюстраций',
          'Монтаж и цветокоррекция видео',
          'Разработка 3D-графики для кампаний',
        ],
        en: [
          'Create animated videos for ads and social media',
          'Animate interfaces and illustrations',
          'Edit and colour-grade video',
          'Produce 3D graphics for campaigns',
        ],
      },
    },
    {
      ru: 'Дизайнер интерьеров',
      en: 'Interior Designer',
      skills: ['AutoCAD', '3ds Max', 'SketchUp', 'Corona Renderer'],
      ruSkills: ['Визуализация', 'Авторский надзор'],
      enSkills: ['Visualisation', 'Site supervision'],
      salary: [80000, 180000],
      schedules: [
        ['office', 4],
        ['hybrid', 3],
      ],
      duties: {
        ru: [
          'Разработка дизайн-проектов квартир и офисов',
          'Создание фотореалистичных визуализаций',
          'Подбор материалов, мебели и освещения',
          'Авторский надзор на объектах',
        ],
        en: [
          'Develop design projects for apartments and offices',
          'Produce photorealistic visualisations',
          'Select materials, furniture and lighting',
          'Supervise work on site',
        ],
      },
    },
  ],
};

const MARKETING: CategorySpec = {
  slug: 'marketing',
  nameRu: 'Маркетинг, реклама, PR',
  nameEn: 'Marketing, Advertising & PR',
  weight: { ru: 6, en: 7 },
  kind: 'office',
  teamRu: 'в отдел маркетинга',
  teamEn: 'our marketing team',
  industries: [
    {
      ru: 'Реклама и маркетинг',
      en: 'Advertising & marketing',
      aboutRu: 'рекламное агентство полного цикла',
      aboutEn: 'a full-service advertising agency',
    },
    {
      ru: 'СМИ и медиа',
      en: 'Media',
      aboutRu: 'медиакомпания с собственными изданиями и подкастами',
      aboutEn: 'a media company with its own publications and podcasts',
    },
  ],
  schedules: [
    ['office', 3],
    ['hybrid', 4],
    ['remote', 3],
  ],
  requirements: {
    ru: [
      'Умение работать с цифрами и считать эффективность каналов',
      'Грамотная письменная речь',
      'Опыт запуска рекламных кампаний',
      'Насмотренность и понимание трендов',
    ],
    en: [
      'Comfortable with numbers and channel ROI',
      'Excellent writing skills',
      'Experience launching ad campaigns',
      'A good eye and a feel for trends',
    ],
  },
  studies: {
    ru: ['Маркетинг', 'Реклама и связи с общественностью', 'Журналистика'],
    en: ['Marketing', 'Communications', 'Journalism'],
  },
  roles: [
    {
      ru: 'Маркетолог',
      en: 'Marketing Manager',
      skills: ['Яндекс Метрика', 'Google Analytics', 'CJM', 'Excel'],
      ruSkills: ['Маркетинговая стратегия', 'Анализ рынка'],
      enSkills: ['Marketing strategy', 'Market research'],
      salary: [110000, 210000],
      graded: true,
      duties: {
        ru: [
          'Разработка маркетинговой стратегии и медиаплана',
          'Анализ рынка, конкурентов и целевой аудитории',
          'Управление бюджетом и оценка эффективности каналов',
          'Запуск акций и спецпроектов',
        ],
        en: [
          'Build the marketing strategy and media plan',
          'Research the market, competitors and audience',
          'Own the budget and measure channel efficiency',
          'Launch promotions and special projects',
        ],
      },
    },
    {
      ru: 'Интернет-маркетолог',
      en: 'Performance Marketing Specialist',
      skills: ['Яндекс Директ', 'VK Реклама', 'Google Ads', 'Яндекс Метрика', 'SEO'],
      salary: [100000, 200000],
      graded: true,
      duties: {
        ru: [
          'Настройка и ведение контекстной и таргетированной рекламы',
          'Оптимизация стоимости заявки и ROMI',
          'Настройка сквозной аналитики',
          'Тестирование креативов и посадочных страниц',
        ],
        en: [
          'Run search and social ad campaigns',
          'Bring down cost per lead and grow ROMI',
          'Set up end-to-end analytics',
          'Test creatives and landing pages',
        ],
      },
    },
    {
      ru: 'SMM-менеджер',
      en: 'Social Media Manager',
      skills: ['SMM', 'Telegram', 'VK', 'Canva', 'Копирайтинг'],
      ruSkills: ['Контент-план', 'Таргетированная реклама'],
      enSkills: ['Content planning', 'Paid social'],
      salary: [70000, 140000],
      duties: {
        ru: [
          'Ведение соцсетей и Telegram-канала бренда',
          'Составление контент-плана и написание постов',
          'Работа с блогерами и коллаборациями',
          'Анализ охватов и вовлечённости',
        ],
        en: [
          'Run the brand\u2019s social media channels',
          'Plan content and write posts',
          'Work with creators and partners',
          'Track reach and engagement',
        ],
      },
    },
    {
      ru: 'SEO-специалист',
      en: 'SEO Specialist',
      skills: ['SEO', 'Google Search Console', 'Яндекс Вебмастер', 'Screaming Frog', 'HTML'],
      ruSkills: ['Семантическое ядро'],
      enSkills: ['Keyword research'],
      salary: [80000, 170000],
      graded: true,
      duties: {
        ru: [
          'Сбор семантического ядра и кластеризация запросов',
          'Технический аудит сайта и постановка задач разработчикам',
          'Подготовка ТЗ для копирайтеров',
          'Анализ позиций и трафика',
        ],
        en: [
          'Do keyword research and clustering',
          'Run technical site audits and brief developers',
          'Write briefs for copywriters',
          'Track rankings and organic traffic',
        ],
      },
    },
    {
      ru: 'PR-менеджер',
      en: 'PR Manager',
      skills: ['Копирайтинг'],
      ruSkills: ['Работа со СМИ', 'Пресс-релизы', 'Организация мероприятий'],
      enSkills: ['Media relations', 'Press releases', 'Event management'],
      salary: [100000, 190000],
      duties: {
        ru: [
          'Выстраивание отношений с федеральными и отраслевыми СМИ',
          'Подготовка пресс-релизов и комментариев спикеров',
          'Организация пресс-мероприятий и участие в конференциях',
          'Мониторинг упоминаний компании',
        ],
        en: [
          'Build relationships with national and trade media',
          'Write press releases and spokesperson comments',
          'Organise press events and conference appearances',
          'Monitor brand mentions',
        ],
      },
    },
  ],
};

const SALES: CategorySpec = {
  slug: 'sales',
  nameRu: 'Продажи',
  nameEn: 'Sales',
  weight: { ru: 11, en: 6 },
  kind: 'office',
  teamRu: 'в отдел продаж',
  teamEn: 'our sales team',
  industries: [
    {
      ru: 'Оптовая торговля',
      en: 'Wholesale',
      aboutRu: 'дистрибьютор, который поставляет товары в сотни магазинов по всей стране',
      aboutEn: 'a distributor supplying hundreds of stores across the country',
    },
    {
      ru: 'B2B-услуги',
      en: 'B2B services',
      aboutRu: 'компания, которая продаёт бизнесу сервисы и оборудование',
      aboutEn: 'a company selling services and equipment to businesses',
    },
  ],
  schedules: [
    ['office', 6],
    ['hybrid', 3],
    ['remote', 1],
  ],
  requirements: {
    ru: [
      'Грамотная речь и умение вести переговоры',
      'Нацеленность на результат и высокий доход',
      'Опыт работы с CRM-системами',
      'Стрессоустойчивость и позитивный настрой',
    ],
    en: [
      'Confident communicator and skilled negotiator',
      'Driven by results and uncapped earnings',
      'Experience with CRM systems',
      'Resilient and positive',
    ],
  },
  studies: {
    ru: ['Менеджмент', 'Маркетинг', 'Коммерция'],
    en: ['Business', 'Marketing', 'Commerce'],
  },
  roles: [
    {
      ru: 'Менеджер по продажам',
      en: 'Sales Manager',
      skills: ['CRM', 'B2B'],
      ruSkills: ['Активные продажи', 'Холодные звонки', 'Ведение переговоров', 'Работа с возражениями'],
      enSkills: ['Active selling', 'Cold calling', 'Negotiation', 'Objection handling'],
      salary: [70000, 180000],
      duties: {
        ru: [
          'Поиск и привлечение новых клиентов',
          'Проведение встреч и презентаций продукта',
          'Подготовка коммерческих предложений и договоров',
          'Ведение клиентской базы в CRM',
        ],
        en: [
          'Find and win new clients',
          'Run meetings and product demos',
          'Prepare proposals and contracts',
          'Keep the client base up to date in the CRM',
        ],
      },
    },
    {
      ru: 'Менеджер по работе с ключевыми клиентами',
      en: 'Key Account Manager',
      skills: ['CRM', 'Excel'],
      ruSkills: ['Ведение переговоров', 'Управление ключевыми клиентами'],
      enSkills: ['Negotiation', 'Account management'],
      salary: [110000, 230000],
      duties: {
        ru: [
          'Развитие отношений с крупными клиентами',
          'Увеличение объёма продаж по закреплённым клиентам',
          'Согласование условий поставок и контроль дебиторской задолженности',
          'Подготовка отчётности и прогнозов продаж',
        ],
        en: [
          'Grow relationships with our largest clients',
          'Increase revenue from your accounts',
          'Agree supply terms and keep receivables under control',
          'Prepare sales reports and forecasts',
        ],
      },
    },
    {
      ru: 'Торговый представитель',
      en: 'Sales Representative',
      ruSkills: ['Мерчандайзинг', 'Работа с торговыми точками', 'Водительское удостоверение категории B'],
      enSkills: ['Merchandising', 'Field sales', 'Driving licence (B)'],
      salary: [65000, 120000],
      schedules: [
        ['office', 3],
        ['shift', 1],
      ],
      duties: {
        ru: [
          'Посещение торговых точек по маршруту',
          'Приём заказов и контроль выкладки товара',
          'Расширение ассортимента в торговых точках',
          'Контроль оплаты поставок',
        ],
        en: [
          'Visit stores on your route',
          'Take orders and check shelf placement',
          'Grow the range stocked by each store',
          'Follow up on payments',
        ],
      },
    },
    {
      ru: 'Руководитель отдела продаж',
      en: 'Head of Sales',
      skills: ['CRM', 'B2B'],
      ruSkills: ['Управление командой', 'Планирование продаж', 'Построение отдела продаж'],
      enSkills: ['Team leadership', 'Sales planning', 'Building sales teams'],
      salary: [200000, 400000],
      experience: [
        ['3-6', 3],
        ['6+', 4],
      ],
      duties: {
        ru: [
          'Управление командой из 10–15 менеджеров',
          'Постановка планов и контроль их выполнения',
          'Выстраивание воронки продаж и скриптов',
          'Найм, обучение и мотивация сотрудников',
        ],
        en: [
          'Lead a team of 10–15 sales managers',
          'Set targets and make sure we hit them',
          'Build the sales funnel and playbooks',
          'Hire, train and motivate the team',
        ],
      },
    },
    {
      ru: 'Менеджер по развитию бизнеса',
      en: 'Business Development Manager',
      skills: ['CRM', 'B2B', 'Excel'],
      ruSkills: ['Развитие партнёрской сети', 'Ведение переговоров'],
      enSkills: ['Partnerships', 'Negotiation'],
      salary: [130000, 260000],
      duties: {
        ru: [
          'Поиск партнёров и новых рынков сбыта',
          'Переговоры с первыми лицами компаний',
          'Запуск пилотных проектов с партнёрами',
          'Участие в отраслевых выставках',
        ],
        en: [
          'Find partners and new markets',
          'Negotiate with decision makers',
          'Launch pilot projects with partners',
          'Represent us at trade shows',
        ],
      },
    },
    {
      ru: 'Специалист по тендерам',
      en: 'Tender Specialist',
      skills: ['44-ФЗ', '223-ФЗ', 'Excel'],
      ruSkills: ['Подготовка тендерной документации', 'Электронные торговые площадки'],
      enSkills: ['Tender documentation', 'E-procurement platforms'],
      salary: [70000, 140000],
      duties: {
        ru: [
          'Поиск и анализ тендеров на электронных площадках',
          'Подготовка заявок и пакетов документов',
          'Контроль сроков и сопровождение контрактов',
          'Взаимодействие с заказчиками по вопросам закупок',
        ],
        en: [
          'Find and analyse tenders on e-procurement platforms',
          'Prepare bids and document packages',
          'Track deadlines and support signed contracts',
          'Handle questions from procurement officers',
        ],
      },
    },
  ],
};

const SUPPORT: CategorySpec = {
  slug: 'customer-support',
  nameRu: 'Клиентская поддержка',
  nameEn: 'Customer Support',
  weight: { ru: 6, en: 5 },
  kind: 'office',
  teamRu: 'в службу поддержки',
  teamEn: 'our customer support team',
  industries: [
    {
      ru: 'Контакт-центры',
      en: 'Contact centres',
      aboutRu: 'контакт-центр, который обслуживает клиентов крупных брендов',
      aboutEn: 'a contact centre serving customers of well-known brands',
    },
    {
      ru: 'Телекоммуникации',
      en: 'Telecommunications',
      aboutRu: 'оператор связи с миллионами абонентов',
      aboutEn: 'a telecom operator with millions of subscribers',
    },
  ],
  schedules: [
    ['office', 3],
    ['remote', 4],
    ['shift', 4],
    ['hybrid', 1],
  ],
  requirements: {
    ru: [
      'Грамотная устная и письменная речь',
      'Уверенный пользователь ПК, скорость печати от 150 знаков в минуту',
      'Доброжелательность и терпение',
      'Готовность работать по графику, в том числе в выходные',
    ],
    en: [
      'Clear spoken and written communication',
      'Confident computer user, typing at 40+ words per minute',
      'Friendly and patient',
      'Able to work shifts, including weekends',
    ],
  },
  studies: {
    ru: ['Менеджмент', 'Филология', 'Сервис'],
    en: ['Communications', 'Linguistics', 'Business'],
  },
  roles: [
    {
      ru: 'Специалист службы поддержки',
      en: 'Customer Support Specialist',
      skills: ['Zendesk', 'Jira', 'CRM'],
      ruSkills: ['Деловая переписка', 'Работа с жалобами'],
      enSkills: ['Written communication', 'Complaint handling'],
      salary: [50000, 90000],
      experience: [
        ['none', 5],
        ['1-3', 4],
        ['3-6', 1],
      ],
      duties: {
        ru: [
          'Ответы клиентам в чате, по почте и в мессенджерах',
          'Решение вопросов по заказам, оплатам и возвратам',
          'Передача сложных обращений в профильные отделы',
          'Сбор обратной связи для улучшения продукта',
        ],
        en: [
          'Answer customers in chat, email and messengers',
          'Resolve questions about orders, payments and refunds',
          'Escalate complex cases to the right team',
          'Collect feedback that improves the product',
        ],
      },
    },
    {
      ru: 'Оператор колл-центра',
      en: 'Call Centre Agent',
      ruSkills: ['Входящие звонки', 'Работа с возражениями', 'Грамотная речь'],
      enSkills: ['Inbound calls', 'Objection handling', 'Clear speech'],
      salary: [40000, 75000],
      schedules: [
        ['shift', 5],
        ['remote', 3],
        ['office', 2],
      ],
      experience: [
        ['none', 7],
        ['1-3', 3],
      ],
      duties: {
        ru: [
          'Приём входящих звонков от клиентов',
          'Консультирование по услугам и тарифам',
          'Оформление заявок в системе',
          'Информирование клиентов об акциях',
        ],
        en: [
          'Take inbound calls from customers',
          'Advise on services and plans',
          'Log requests in the system',
          'Tell customers about current offers',
        ],
      },
    },
    {
      ru: 'Специалист технической поддержки',
      en: 'Technical Support Engineer',
      skills: ['Linux', 'SQL', 'Jira', 'REST API', 'Postman'],
      salary: [65000, 130000],
      graded: true,
      duties: {
        ru: [
          'Диагностика и решение технических проблем пользователей',
          'Разбор логов и воспроизведение ошибок',
          'Подготовка баг-репортов для разработки',
          'Ведение базы знаний',
        ],
        en: [
          'Diagnose and fix users\u2019 technical issues',
          'Read logs and reproduce bugs',
          'Write bug reports for developers',
          'Maintain the knowledge base',
        ],
      },
    },
    {
      ru: 'Руководитель службы поддержки',
      en: 'Customer Support Team Lead',
      skills: ['Zendesk', 'Excel'],
      ruSkills: ['Управление командой', 'Контроль качества', 'Метрики поддержки'],
      enSkills: ['Team leadership', 'Quality assurance', 'Support metrics'],
      salary: [110000, 190000],
      experience: [
        ['3-6', 5],
        ['6+', 2],
      ],
      duties: {
        ru: [
          'Управление командой из 20 операторов',
          'Контроль качества ответов и скорости реакции',
          'Составление графиков смен',
          'Развитие скриптов и базы знаний',
        ],
        en: [
          'Lead a team of 20 agents',
          'Keep answer quality and response times high',
          'Plan shift schedules',
          'Improve scripts and the knowledge base',
        ],
      },
    },
    {
      ru: 'Customer Success менеджер',
      en: 'Customer Success Manager',
      skills: ['CRM', 'B2B', 'SaaS'],
      ruSkills: ['Удержание клиентов', 'Онбординг клиентов'],
      enSkills: ['Retention', 'Customer onboarding'],
      salary: [100000, 190000],
      duties: {
        ru: [
          'Онбординг новых корпоративных клиентов',
          'Регулярные встречи с клиентами и работа с их целями',
          'Снижение оттока и развитие продаж внутри базы',
          'Передача запросов клиентов в продуктовую команду',
        ],
        en: [
          'Onboard new business customers',
          'Hold regular check-ins and work towards their goals',
          'Reduce churn and grow accounts',
          'Bring customer requests to the product team',
        ],
      },
    },
  ],
};

const FINANCE: CategorySpec = {
  slug: 'finance',
  nameRu: 'Бухгалтерия и финансы',
  nameEn: 'Finance & Accounting',
  weight: { ru: 8, en: 5 },
  kind: 'office',
  teamRu: 'в финансовый отдел',
  teamEn: 'our finance team',
  industries: [
    {
      ru: 'Банки',
      en: 'Banking',
      aboutRu: 'банк из топ-30 по размеру активов',
      aboutEn: 'a bank among the 30 largest in the region',
    },
    {
      ru: 'Аудит и бухгалтерские услуги',
      en: 'Audit & accounting services',
      aboutRu: 'компания, которая ведёт учёт и проводит аудит для сотен клиентов',
      aboutEn: 'a firm providing accounting and audit to hundreds of clients',
    },
    {
      ru: 'Страхование',
      en: 'Insurance',
      aboutRu: 'страховая компания с федеральной сетью офисов',
      aboutEn: 'an insurer with a nationwide network of offices',
    },
  ],
  schedules: [
    ['office', 6],
    ['hybrid', 4],
    ['remote', 1],
  ],
  requirements: {
    ru: [
      'Знание налогового законодательства РФ',
      'Внимательность и аккуратность в работе с документами',
      'Уверенная работа в Excel: сводные таблицы, ВПР',
      'Высшее экономическое образование',
    ],
    en: [
      'Sound knowledge of tax rules',
      'Careful and precise with documents',
      'Advanced Excel: pivot tables, lookups',
      'Degree in finance, accounting or economics',
    ],
  },
  studies: {
    ru: ['Бухгалтерский учёт, анализ и аудит', 'Финансы и кредит', 'Экономика'],
    en: ['Accounting', 'Finance', 'Economics'],
  },
  roles: [
    {
      ru: 'Бухгалтер',
      en: 'Accountant',
      skills: ['1С:Бухгалтерия', 'Excel'],
      ruSkills: ['Первичная документация', 'Налоговый учёт', 'Банк-клиент', 'Сверка с контрагентами'],
      enSkills: ['Bookkeeping', 'Tax accounting', 'Reconciliations', 'Accounts payable'],
      salary: [70000, 130000],
      duties: {
        ru: [
          'Ведение участка учёта: банк, касса, расчёты с контрагентами',
          'Обработка первичной документации',
          'Сверки с поставщиками и покупателями',
          'Подготовка данных для налоговой отчётности',
        ],
        en: [
          'Run bookkeeping for bank, cash and counterparties',
          'Process source documents',
          'Reconcile accounts with suppliers and customers',
          'Prepare data for tax returns',
        ],
      },
    },
    {
      ru: 'Главный бухгалтер',
      en: 'Chief Accountant',
      skills: ['1С:Бухгалтерия', 'МСФО', 'Excel'],
      ruSkills: ['Налоговое планирование', 'Бухгалтерская отчётность', 'Управление командой'],
      enSkills: ['Tax planning', 'Financial reporting', 'Team leadership'],
      salary: [160000, 290000],
      experience: [
        ['3-6', 3],
        ['6+', 5],
      ],
      duties: {
        ru: [
          'Организация бухгалтерского и налогового учёта группы компаний',
          'Сдача отчётности в ФНС, СФР и Росстат',
          'Взаимодействие с аудиторами и налоговыми органами',
          'Руководство бухгалтерией из пяти человек',
        ],
        en: [
          'Run accounting and tax for a group of companies',
          'File statutory and tax reports',
          'Work with auditors and tax authorities',
          'Lead a team of five accountants',
        ],
      },
    },
    {
      ru: 'Финансовый аналитик',
      en: 'Financial Analyst',
      skills: ['Excel', 'Power BI', 'МСФО', 'SQL'],
      ruSkills: ['Финансовое моделирование', 'Бюджетирование'],
      enSkills: ['Financial modelling', 'Budgeting'],
      salary: [120000, 230000],
      graded: true,
      duties: {
        ru: [
          'Построение финансовых моделей и прогнозов',
          'Подготовка управленческой отчётности',
          'Анализ отклонений от бюджета',
          'Оценка инвестиционных проектов',
        ],
        en: [
          'Build financial models and forecasts',
          'Prepare management reporting',
          'Analyse budget variances',
          'Evaluate investment projects',
        ],
      },
    },
    {
      ru: 'Экономист',
      en: 'Economist',
      skills: ['Excel', '1С'],
      ruSkills: ['Планирование', 'Калькуляция себестоимости'],
      enSkills: ['Planning', 'Cost accounting'],
      salary: [70000, 140000],
      duties: {
        ru: [
          'Расчёт себестоимости продукции',
          'Планирование доходов и расходов подразделений',
          'Подготовка аналитических справок для руководства',
          'Контроль исполнения договоров',
        ],
        en: [
          'Calculate product costs',
          'Plan income and expenses by department',
          'Prepare analytical notes for management',
          'Monitor contract performance',
        ],
      },
    },
    {
      ru: 'Кредитный специалист',
      en: 'Loan Officer',
      skills: ['CRM'],
      ruSkills: ['Кредитование', 'Консультирование клиентов', 'Продажи банковских продуктов'],
      enSkills: ['Lending', 'Customer advice', 'Banking products'],
      salary: [50000, 100000],
      experience: [
        ['none', 4],
        ['1-3', 5],
        ['3-6', 1],
      ],
      duties: {
        ru: [
          'Консультирование клиентов по кредитным продуктам',
          'Оформление заявок и пакетов документов',
          'Сопровождение сделки до выдачи',
          'Выполнение плана продаж',
        ],
        en: [
          'Advise customers on loan products',
          'Prepare applications and document packages',
          'Guide each deal through to disbursement',
          'Meet your sales targets',
        ],
      },
    },
    {
      ru: 'Аудитор',
      en: 'Auditor',
      skills: ['МСФО', 'РСБУ', 'Excel'],
      ruSkills: ['Аудит финансовой отчётности', 'Внутренний контроль'],
      enSkills: ['Financial statement audit', 'Internal control'],
      salary: [90000, 200000],
      graded: true,
      duties: {
        ru: [
          'Проведение аудиторских проверок клиентов',
          'Анализ систем внутреннего контроля',
          'Подготовка отчётов и рекомендаций',
          'Выезды к клиентам в период проверок',
        ],
        en: [
          'Perform audits of client companies',
          'Review internal control systems',
          'Prepare reports and recommendations',
          'Work on client sites during fieldwork',
        ],
      },
    },
  ],
};

const HR: CategorySpec = {
  slug: 'hr',
  nameRu: 'Управление персоналом',
  nameEn: 'HR & Recruiting',
  weight: { ru: 4, en: 4 },
  kind: 'office',
  teamRu: 'в HR-команду',
  teamEn: 'our people team',
  industries: [
    {
      ru: 'Кадровые агентства',
      en: 'Recruitment agencies',
      aboutRu: 'кадровое агентство, которое закрывает сотни вакансий в год',
      aboutEn: 'a recruitment agency filling hundreds of positions a year',
    },
  ],
  schedules: [
    ['office', 4],
    ['hybrid', 5],
    ['remote', 3],
  ],
  requirements: {
    ru: [
      'Знание трудового законодательства РФ',
      'Развитые коммуникативные навыки',
      'Умение работать с большим объёмом информации',
      'Конфиденциальность и тактичность',
    ],
    en: [
      'Knowledge of labour law',
      'Excellent people skills',
      'Able to handle a high volume of information',
      'Discreet and tactful',
    ],
  },
  studies: {
    ru: ['Управление персоналом', 'Психология', 'Менеджмент'],
    en: ['Human Resources Management', 'Psychology', 'Business Administration'],
  },
  roles: [
    {
      ru: 'HR-менеджер',
      en: 'HR Manager',
      skills: ['1С:ЗУП', 'Excel'],
      ruSkills: ['Подбор персонала', 'Адаптация', 'Оценка персонала'],
      enSkills: ['Recruitment', 'Onboarding', 'Performance reviews'],
      salary: [90000, 170000],
      duties: {
        ru: [
          'Подбор и адаптация новых сотрудников',
          'Организация оценки и обучения персонала',
          'Развитие корпоративной культуры и внутренних коммуникаций',
          'Консультирование руководителей по HR-вопросам',
        ],
        en: [
          'Hire and onboard new employees',
          'Run performance reviews and training',
          'Shape company culture and internal communications',
          'Advise managers on people matters',
        ],
      },
    },
    {
      ru: 'Рекрутер',
      en: 'Recruiter',
      skills: ['LinkedIn', 'ATS', 'Boolean search'],
      ruSkills: ['Подбор персонала', 'Проведение интервью', 'Сорсинг'],
      enSkills: ['Recruitment', 'Interviewing', 'Sourcing'],
      salary: [80000, 170000],
      graded: true,
      variants: [
        { label: 'IT', skills: ['IT-рекрутинг', 'Хабр Карьера'] },
        { label: 'массовый подбор', labelEn: 'high-volume', skills: ['Массовый подбор'] },
      ],
      duties: {
        ru: [
          'Полный цикл подбора: от профиля вакансии до оффера',
          'Активный поиск кандидатов и сорсинг',
          'Проведение первичных интервью',
          'Ведение воронки кандидатов в ATS',
        ],
        en: [
          'Run the full hiring cycle from intake to offer',
          'Source candidates proactively',
          'Hold screening interviews',
          'Keep the candidate pipeline tidy in the ATS',
        ],
      },
    },
    {
      ru: 'HR бизнес-партнёр',
      en: 'HR Business Partner',
      skills: ['HR-аналитика'],
      ruSkills: ['Организационное развитие', 'Оценка персонала', 'Управление изменениями'],
      enSkills: ['Organisational development', 'Performance management', 'Change management'],
      salary: [180000, 320000],
      experience: [
        ['3-6', 4],
        ['6+', 3],
      ],
      duties: {
        ru: [
          'Партнёрство с руководителями бизнес-направлений',
          'Планирование численности и структуры команд',
          'Запуск программ оценки и развития',
          'Работа с вовлечённостью и удержанием',
        ],
        en: [
          'Partner with business unit leaders',
          'Plan headcount and team structure',
          'Launch review and development programmes',
          'Improve engagement and retention',
        ],
      },
    },
    {
      ru: 'Специалист по кадровому делопроизводству',
      en: 'HR Administrator',
      skills: ['1С:ЗУП', 'Excel'],
      ruSkills: ['Кадровое делопроизводство', 'Трудовое законодательство', 'Воинский учёт'],
      enSkills: ['HR administration', 'Labour law', 'Personnel records'],
      salary: [60000, 110000],
      duties: {
        ru: [
          'Оформление приёма, переводов и увольнений',
          'Ведение электронных трудовых книжек',
          'Подготовка отчётности в СФР и военкомат',
          'Учёт отпусков и больничных',
        ],
        en: [
          'Process hires, transfers and leavers',
          'Maintain employment records',
          'Prepare statutory HR reports',
          'Track holidays and sick leave',
        ],
      },
    },
    {
      ru: 'Специалист по обучению и развитию',
      en: 'Learning & Development Specialist',
      skills: ['LMS', 'Miro'],
      ruSkills: ['Разработка обучающих программ', 'Проведение тренингов'],
      enSkills: ['Programme design', 'Training delivery'],
      salary: [90000, 170000],
      duties: {
        ru: [
          'Разработка программ обучения для сотрудников',
          'Проведение тренингов и вебинаров',
          'Развитие внутренней академии и LMS',
          'Оценка эффективности обучения',
        ],
        en: [
          'Design learning programmes for employees',
          'Deliver trainings and webinars',
          'Grow our internal academy and LMS',
          'Measure the impact of training',
        ],
      },
    },
  ],
};

const LEGAL: CategorySpec = {
  slug: 'legal',
  nameRu: 'Юриспруденция',
  nameEn: 'Legal',
  weight: { ru: 4, en: 3 },
  kind: 'office',
  teamRu: 'в юридический департамент',
  teamEn: 'our legal team',
  industries: [
    {
      ru: 'Юридические услуги',
      en: 'Legal services',
      aboutRu: 'юридическая фирма, которая сопровождает бизнес в судах и сделках',
      aboutEn: 'a law firm advising businesses on disputes and transactions',
    },
  ],
  schedules: [
    ['office', 6],
    ['hybrid', 4],
    ['remote', 1],
  ],
  requirements: {
    ru: [
      'Высшее юридическое образование',
      'Знание гражданского и корпоративного права',
      'Опыт работы со справочно-правовыми системами',
      'Аналитический склад ума и грамотная письменная речь',
    ],
    en: [
      'Law degree',
      'Good knowledge of civil and corporate law',
      'Experience with legal research databases',
      'Analytical mind and precise drafting',
    ],
  },
  studies: {
    ru: ['Юриспруденция'],
    en: ['Law'],
  },
  roles: [
    {
      ru: 'Юрист',
      en: 'Lawyer',
      skills: ['КонсультантПлюс', 'Гарант'],
      ruSkills: ['Договорная работа', 'Судебная практика', 'Гражданское право'],
      enSkills: ['Contract drafting', 'Litigation', 'Civil law'],
      salary: [90000, 190000],
      graded: true,
      duties: {
        ru: [
          'Разработка и правовая экспертиза договоров',
          'Представление интересов компании в арбитражных судах',
          'Претензионная работа с контрагентами',
          'Консультирование сотрудников по правовым вопросам',
        ],
        en: [
          'Draft and review contracts',
          'Represent the company in commercial courts',
          'Handle claims with counterparties',
          'Advise colleagues on legal questions',
        ],
      },
    },
    {
      ru: 'Корпоративный юрист',
      en: 'Corporate Lawyer',
      skills: ['КонсультантПлюс'],
      ruSkills: ['Корпоративное право', 'M&A', 'Сопровождение сделок'],
      enSkills: ['Corporate law', 'M&A', 'Transactions'],
      salary: [150000, 300000],
      experience: [
        ['1-3', 2],
        ['3-6', 4],
        ['6+', 2],
      ],
      duties: {
        ru: [
          'Сопровождение корпоративных процедур группы компаний',
          'Подготовка документов для собраний участников',
          'Юридическое сопровождение сделок M&A',
          'Взаимодействие с регистрирующими органами',
        ],
        en: [
          'Run corporate housekeeping for a group of companies',
          'Prepare shareholder meeting documents',
          'Support M&A transactions',
          'Deal with company registries',
        ],
      },
    },
    {
      ru: 'Помощник юриста',
      en: 'Paralegal',
      ruSkills: ['Делопроизводство', 'Подготовка процессуальных документов'],
      enSkills: ['Document management', 'Court filings'],
      salary: [50000, 85000],
      experience: [
        ['none', 6],
        ['1-3', 4],
      ],
      duties: {
        ru: [
          'Подготовка процессуальных документов и писем',
          'Подача документов в суды и государственные органы',
          'Ведение реестров дел и договоров',
          'Мониторинг картотеки арбитражных дел',
        ],
        en: [
          'Prepare court documents and letters',
          'File documents with courts and authorities',
          'Keep case and contract registers',
          'Monitor court dockets',
        ],
      },
    },
    {
      ru: 'Специалист по комплаенсу',
      en: 'Compliance Officer',
      skills: ['115-ФЗ', 'AML', 'KYC'],
      ruSkills: ['Внутренний контроль', 'Управление рисками'],
      enSkills: ['Internal control', 'Risk management'],
      salary: [120000, 240000],
      duties: {
        ru: [
          'Контроль соответствия деятельности требованиям регуляторов',
          'Проверка клиентов и контрагентов',
          'Разработка внутренних политик и процедур',
          'Обучение сотрудников требованиям комплаенса',
        ],
        en: [
          'Make sure we meet regulatory requirements',
          'Screen customers and counterparties',
          'Write internal policies and procedures',
          'Train colleagues on compliance',
        ],
      },
    },
  ],
};

const OFFICE: CategorySpec = {
  slug: 'office',
  nameRu: 'Административный персонал',
  nameEn: 'Office & Administration',
  weight: { ru: 5, en: 2 },
  kind: 'office',
  teamRu: 'в административную службу',
  teamEn: 'our office team',
  industries: [
    {
      ru: 'Управление недвижимостью',
      en: 'Facility management',
      aboutRu: 'управляющая компания бизнес-центров класса А',
      aboutEn: 'a company managing class A business centres',
    },
  ],
  schedules: [
    ['office', 9],
    ['hybrid', 1],
  ],
  requirements: {
    ru: [
      'Уверенный пользователь ПК и офисной техники',
      'Грамотная речь и деловой стиль общения',
      'Организованность и умение держать в голове много задач',
      'Опрятный внешний вид',
    ],
    en: [
      'Confident with computers and office equipment',
      'Clear, professional communication',
      'Organised and able to juggle many tasks',
      'Smart appearance',
    ],
  },
  studies: {
    ru: ['Документоведение', 'Менеджмент', 'Лингвистика'],
    en: ['Business Administration', 'Office Management', 'Linguistics'],
  },
  roles: [
    {
      ru: 'Офис-менеджер',
      en: 'Office Manager',
      skills: ['MS Office', 'Excel'],
      ruSkills: ['Документооборот', 'Закупка канцтоваров', 'Работа с подрядчиками'],
      enSkills: ['Document management', 'Office supplies', 'Vendor management'],
      salary: [55000, 95000],
      experience: [
        ['none', 3],
        ['1-3', 5],
        ['3-6', 2],
      ],
      duties: {
        ru: [
          'Обеспечение бесперебойной работы офиса',
          'Встреча гостей и приём звонков',
          'Закупка канцтоваров, воды и продуктов для кухни',
          'Организация корпоративных мероприятий',
        ],
        en: [
          'Keep the office running smoothly',
          'Welcome guests and answer calls',
          'Order supplies, water and kitchen food',
          'Organise team events',
        ],
      },
    },
    {
      ru: 'Ассистент руководителя',
      en: 'Executive Assistant',
      skills: ['MS Office', 'Outlook'],
      ruSkills: ['Планирование встреч', 'Организация командировок', 'Деловая переписка'],
      enSkills: ['Calendar management', 'Travel arrangements', 'Business correspondence'],
      salary: [75000, 140000],
      duties: {
        ru: [
          'Ведение календаря руководителя и планирование встреч',
          'Организация командировок и переговоров',
          'Подготовка документов и презентаций',
          'Контроль исполнения поручений',
        ],
        en: [
          'Manage the executive\u2019s calendar and meetings',
          'Arrange business trips and negotiations',
          'Prepare documents and presentations',
          'Follow up on action items',
        ],
      },
    },
    {
      ru: 'Секретарь-референт',
      en: 'Receptionist',
      skills: ['MS Office'],
      ruSkills: ['Делопроизводство', 'Приём звонков'],
      enSkills: ['Front desk', 'Phone handling'],
      salary: [45000, 80000],
      experience: [
        ['none', 6],
        ['1-3', 4],
      ],
      duties: {
        ru: [
          'Приём и распределение входящих звонков',
          'Встреча посетителей',
          'Регистрация входящей и исходящей корреспонденции',
          'Бронирование переговорных',
        ],
        en: [
          'Answer and route incoming calls',
          'Greet visitors',
          'Log incoming and outgoing mail',
          'Book meeting rooms',
        ],
      },
    },
  ],
};

export const OFFICE_CATEGORIES: readonly CategorySpec[] = [
  IT,
  ANALYTICS,
  MANAGEMENT,
  DESIGN,
  MARKETING,
  SALES,
  SUPPORT,
  FINANCE,
  HR,
  LEGAL,
  OFFICE,
];
