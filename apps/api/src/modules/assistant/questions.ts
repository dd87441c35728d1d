import type { Lang } from '../text/text';

type Bank = { ru: string[]; en: string[] };

/** Typical technical questions per skill (lower-cased name). */
const BANK: Record<string, Bank> = {
  react: {
    ru: [
      'Как React решает, когда перерисовать компонент, и как избежать лишних рендеров (memo, useMemo, useCallback)?',
      'Чем отличаются useEffect и useLayoutEffect? Когда нужен массив зависимостей?',
      'Как бы вы организовали состояние приложения: локальное, контекст, внешний стор, серверное состояние?',
    ],
    en: [
      'How does React decide to re-render a component, and how do you avoid needless renders (memo, useMemo, useCallback)?',
      'How do useEffect and useLayoutEffect differ? What is the dependency array for?',
      'How would you organise application state: local, context, an external store, server state?',
    ],
  },
  typescript: {
    ru: [
      'Чем type отличается от interface? Что такое дженерики и сужение типов?',
      'Как описать тип, выводимый из другого (keyof, typeof, mapped и conditional types)?',
    ],
    en: [
      'How do type aliases and interfaces differ? What are generics and type narrowing?',
      'How do you derive one type from another (keyof, typeof, mapped and conditional types)?',
    ],
  },
  javascript: {
    ru: [
      'Как работает event loop: микро- и макрозадачи, порядок выполнения промисов и setTimeout?',
      'Что такое замыкание и this? Чем стрелочные функции отличаются от обычных?',
    ],
    en: [
      'How does the event loop work: micro- and macrotasks, promises versus setTimeout?',
      'What are closures and `this`? How do arrow functions differ from regular ones?',
    ],
  },
  java: {
    ru: [
      'Как устроены HashMap и контракт equals/hashCode?',
      'Как работает сборщик мусора в JVM и какие бывают утечки памяти?',
      'Чем отличаются synchronized, volatile и классы из java.util.concurrent?',
    ],
    en: [
      'How does HashMap work, and what is the equals/hashCode contract?',
      'How does garbage collection work in the JVM, and how can memory still leak?',
      'How do synchronized, volatile and java.util.concurrent differ?',
    ],
  },
  python: {
    ru: [
      'Что такое GIL и как он влияет на потоки, процессы и asyncio?',
      'Чем отличаются изменяемые и неизменяемые типы? Что будет с изменяемым аргументом по умолчанию?',
      'Как работают генераторы, декораторы и контекстные менеджеры?',
    ],
    en: [
      'What is the GIL, and how does it affect threads, processes and asyncio?',
      'How do mutable and immutable types differ? What happens with a mutable default argument?',
      'How do generators, decorators and context managers work?',
    ],
  },
  go: {
    ru: [
      'Как устроены горутины и планировщик Go? Чем буферизованный канал отличается от небуферизованного?',
      'Как избежать гонок данных и утечек горутин (context, sync, errgroup)?',
    ],
    en: [
      'How do goroutines and the Go scheduler work? Buffered versus unbuffered channels?',
      'How do you avoid data races and goroutine leaks (context, sync, errgroup)?',
    ],
  },
  'node.js': {
    ru: [
      'Как Node.js обрабатывает много соединений в одном потоке? Что блокирует event loop?',
      'Как работают стримы и backpressure?',
    ],
    en: [
      'How does Node.js serve many connections on one thread? What blocks the event loop?',
      'How do streams and backpressure work?',
    ],
  },
  sql: {
    ru: [
      'Чем отличаются виды JOIN? Как работает GROUP BY с HAVING?',
      'Как понять, почему запрос медленный, и когда помогает индекс?',
    ],
    en: [
      'How do the kinds of JOIN differ? How does GROUP BY work with HAVING?',
      'How do you find out why a query is slow, and when does an index help?',
    ],
  },
  postgresql: {
    ru: [
      'Какие уровни изоляции транзакций есть в PostgreSQL и какие аномалии они допускают?',
      'Как читать EXPLAIN ANALYZE и какие бывают индексы (B-tree, GIN, частичные)?',
    ],
    en: [
      'What transaction isolation levels does PostgreSQL offer, and which anomalies do they allow?',
      'How do you read EXPLAIN ANALYZE, and which index types are there (B-tree, GIN, partial)?',
    ],
  },
  docker: {
    ru: ['Чем образ отличается от контейнера? Как уменьшить образ (multi-stage, слои)?'],
    en: ['How does an image differ from a container? How do you make an image smaller (multi-stage builds, layers)?'],
  },
  kubernetes: {
    ru: ['Что такое Pod, Deployment и Service? Как работают readiness и liveness probes?'],
    en: ['What are Pods, Deployments and Services? How do readiness and liveness probes work?'],
  },
  git: {
    ru: ['Чем merge отличается от rebase? Как вы разрешаете конфликты?'],
    en: ['How does merge differ from rebase? How do you resolve conflicts?'],
  },
  figma: {
    ru: ['Как вы строите дизайн-систему в Figma: компоненты, варианты, токены?', 'Как передаёте макеты разработчикам?'],
    en: [
      'How do you build a design system in Figma: components, variants, tokens?',
      'How do you hand designs over to developers?',
    ],
  },
};

const BEHAVIOURAL: Bank = {
  ru: [
    'Расскажите о самом сложном проекте: какая была ваша роль и что получилось?',
    'Опишите случай, когда вы не согласились с коллегой или руководителем. Чем всё закончилось?',
    'Почему вы ищете работу сейчас и что для вас важно в новой команде?',
  ],
  en: [
    'Tell me about your hardest project: what was your role, and how did it turn out?',
    'Describe a time you disagreed with a colleague or manager. How did it end?',
    'Why are you looking for a job now, and what matters to you in a new team?',
  ],
};

/** Questions for the skills (known ones from the bank, others with a general question), then behavioural ones. */
export const questionsFor = (
  lang: Lang,
  skills: readonly string[],
): { technical: { skill: string; questions: string[] }[]; behavioural: string[] } => {
  const technical = skills.slice(0, 5).map((skill) => {
    const bank = BANK[skill.toLowerCase()];
    const questions = bank
      ? bank[lang]
      : [
          lang === 'ru'
            ? `Расскажите о задаче, где вы применяли ${skill}: что делали и какой был результат?`
            : `Tell me about a task where you used ${skill}: what did you do, and what was the result?`,
        ];
    return { skill, questions };
  });
  return { technical, behavioural: BEHAVIOURAL[lang] };
};
