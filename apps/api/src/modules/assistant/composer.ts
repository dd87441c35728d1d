import { EXPERIENCE_MIN_YEARS, type SearchCriteria, type SeekerFacts, type VacancyFacts } from './assistant.repository';
import type { Currency, Schedule } from '../text/parser';
import { questionsFor } from './questions';
import { groupDigits, ruPlural, type Lang } from '../text/text';

/** The built-in assistant's answers: plain text, in the user's language, from the platform's data. */

const CURRENCY_SIGN: Record<Currency, string> = { RUB: '₽', USD: '$', EUR: '€' };

const money = (amount: number, currency: Currency): string =>
  currency === 'RUB' ? `${groupDigits(amount)} ₽` : `${CURRENCY_SIGN[currency]}${groupDigits(amount)}`;

export const salaryText = (lang: Lang, vacancy: Pick<VacancyFacts, 'salaryFrom' | 'salaryTo' | 'currency'>): string => {
  const { salaryFrom: from, salaryTo: to, currency } = vacancy;
  if (from !== null && to !== null) {
    return from === to ? money(from, currency) : `${money(from, currency)} – ${money(to, currency)}`;
  }
  if (from !== null) return `${lang === 'ru' ? 'от' : 'from'} ${money(from, currency)}`;
  if (to !== null) return `${lang === 'ru' ? 'до' : 'up to'} ${money(to, currency)}`;
  return lang === 'ru' ? 'зарплата не указана' : 'salary not stated';
};

const SCHEDULE_TEXT: Record<Schedule, { ru: string; en: string }> = {
  remote: { ru: 'удалённо', en: 'remote' },
  hybrid: { ru: 'гибрид', en: 'hybrid' },
  office: { ru: 'в офисе', en: 'on site' },
  shift: { ru: 'сменный график', en: 'shifts' },
};

const EXPERIENCE_TEXT: Record<VacancyFacts['experience'], { ru: string; en: string }> = {
  none: { ru: 'без опыта', en: 'no experience' },
  '1-3': { ru: 'опыт 1–3 года', en: '1–3 years of experience' },
  '3-6': { ru: 'опыт 3–6 лет', en: '3–6 years of experience' },
  '6+': { ru: 'опыт от 6 лет', en: '6+ years of experience' },
};

/** A vacancy's page path in the seeker app. */
export const vacancyPath = (id: number): string => `/vacancies/${id}`;

/**
 * A vacancy as a link with its title, `[title](/vacancies/12)`: the seeker's chat renders it as a
 * link (same-origin paths only), so seekers see titles, never numbers. Brackets in a title would
 * end the link text early, so they become parentheses.
 */
export const vacancyLink = (vacancy: { id: number; title: string }): string =>
  `[${vacancy.title.replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ')}](${vacancyPath(vacancy.id)})`;

const headline = (lang: Lang, vacancy: VacancyFacts): string =>
  `${vacancyLink(vacancy)} — ${vacancy.companyName} (${vacancy.city}), ${salaryText(lang, vacancy)}`;

/** Why a vacancy meets the request: one phrase per criterion, with the vacancy's own values. */
export const reasons = (lang: Lang, criteria: SearchCriteria, vacancy: VacancyFacts): string[] => {
  const ru = lang === 'ru';
  const out: string[] = [];
  if (criteria.roles.length > 0) {
    out.push(ru ? `должность «${vacancy.title}»` : `role “${vacancy.title}”`);
  }
  if (criteria.skills.length > 0) {
    const wanted = new Set(criteria.skills.map((skill) => skill.toLowerCase()));
    const named = vacancy.skills.filter((skill) => wanted.has(skill.toLowerCase()));
    out.push(`${ru ? 'навыки' : 'skills'}: ${named.join(', ')}`);
  }
  if (criteria.city) out.push(`${ru ? 'город' : 'city'}: ${vacancy.city}`);
  if (criteria.salary) {
    out.push(
      ru
        ? `зарплата ${salaryText(lang, vacancy)} (вы просили от ${money(criteria.salary.amount, criteria.salary.currency)})`
        : `salary ${salaryText(lang, vacancy)} (you asked for ${money(criteria.salary.amount, criteria.salary.currency)}+)`,
    );
  }
  if (criteria.schedule) out.push(SCHEDULE_TEXT[vacancy.schedule][lang]);
  if (criteria.experienceYears !== null) out.push(EXPERIENCE_TEXT[vacancy.experience][lang]);
  if (criteria.keywords.length > 0) {
    out.push(
      ru
        ? `в тексте вакансии: ${criteria.keywords.join(', ')}`
        : `the vacancy mentions: ${criteria.keywords.join(', ')}`,
    );
  }
  return out;
};

/** What the request asked for, in words ("удалённо, навыки React, от 200 000 ₽"). */
export const describeCriteria = (lang: Lang, criteria: SearchCriteria): string => {
  const parts: string[] = [];
  if (criteria.roles.length > 0) parts.push(criteria.roles.map((role) => role.label[lang]).join(' / '));
  if (criteria.skills.length > 0) parts.push(`${lang === 'ru' ? 'навыки' : 'skills'} ${criteria.skills.join(', ')}`);
  if (criteria.city) parts.push(criteria.city.label[lang]);
  if (criteria.salary) {
    parts.push(`${lang === 'ru' ? 'от' : 'from'} ${money(criteria.salary.amount, criteria.salary.currency)}`);
  }
  if (criteria.schedule) parts.push(SCHEDULE_TEXT[criteria.schedule][lang]);
  if (criteria.experienceYears !== null) {
    const years = criteria.experienceYears;
    parts.push(
      years === 0
        ? lang === 'ru'
          ? 'без опыта'
          : 'no experience'
        : lang === 'ru'
          ? `опыт ${years} ${ruPlural(years, 'год', 'года', 'лет')}`
          : `${years} years of experience`,
    );
  }
  if (criteria.keywords.length > 0) parts.push(`«${criteria.keywords.join(' ')}»`);
  return parts.join(', ');
};

export type SearchAnswer = {
  lang: Lang;
  criteria: SearchCriteria;
  results: VacancyFacts[];
  /** The words of the request matched nothing, so the search ran without them. */
  droppedKeywords: string[];
  /** No criteria in the message: the results come from the seeker's profile skills. */
  fromProfile: boolean;
};

export const composeSearch = ({ lang, criteria, results, droppedKeywords, fromProfile }: SearchAnswer): string => {
  const ru = lang === 'ru';
  const asked = describeCriteria(lang, criteria);
  if (results.length === 0) {
    return ru
      ? `По запросу (${asked}) опубликованных вакансий сейчас нет. Попробуйте убрать одно из условий — например, город или зарплату — или назовите другие навыки.`
      : `No published vacancies match your request (${asked}) right now. Try dropping one of the conditions, such as the city or the salary, or name other skills.`;
  }
  const lines: string[] = [];
  if (fromProfile) {
    lines.push(
      ru
        ? 'Вот вакансии по навыкам из вашего профиля. Уточните запрос — должность, город, зарплату, формат работы, — и я подберу точнее.'
        : 'Here are vacancies matching the skills in your profile. Tell me more (role, city, salary, schedule) and I will narrow them down.',
    );
  } else {
    lines.push(
      ru
        ? `Нашёл ${results.length} ${ruPlural(results.length, 'вакансию', 'вакансии', 'вакансий')} по запросу: ${asked}.`
        : `Found ${results.length} ${results.length === 1 ? 'vacancy' : 'vacancies'} for: ${asked}.`,
    );
  }
  if (droppedKeywords.length > 0) {
    lines.push(
      ru
        ? `Слова «${droppedKeywords.join(' ')}» не нашлись ни в одной подходящей вакансии, поэтому я искал без них.`
        : `The words “${droppedKeywords.join(' ')}” appear in no matching vacancy, so I searched without them.`,
    );
  }
  lines.push('');
  results.forEach((vacancy, index) => {
    lines.push(`${index + 1}. ${headline(lang, vacancy)}`);
    const why = fromProfile
      ? [`${ru ? 'навыки' : 'skills'}: ${vacancy.skills.slice(0, 6).join(', ')}`]
      : reasons(lang, criteria, vacancy);
    if (why.length > 0) lines.push(`   ${ru ? 'Подходит' : 'Why'}: ${why.join('; ')}`);
  });
  lines.push('');
  const example = vacancyName(lang, results[0] as VacancyFacts);
  lines.push(
    ru
      ? `Могу сравнить вакансию с вашим профилем («чего мне не хватает для ${example}»), набросать сопроводительное письмо («письмо к вакансии ${example}») или подобрать вопросы к собеседованию.`
      : `I can compare a vacancy with your profile (“what am I missing for ${example}”), draft a cover letter (“cover letter for ${example}”) or pick interview questions.`,
  );
  return lines.join('\n');
};

/** A vacancy as a seeker names it: its title and company (seekers never see numbers). */
const vacancyName = (lang: Lang, vacancy: { title: string; companyName: string }): string =>
  lang === 'ru' ? `${vacancy.title} в ${vacancy.companyName}` : `${vacancy.title} at ${vacancy.companyName}`;

export const composeNeedVacancy = (lang: Lang, intent: 'missing' | 'cover_letter'): string => {
  if (lang === 'ru') {
    return intent === 'missing'
      ? 'Назовите вакансию — её название и компанию, например: «чего мне не хватает для Frontend-разработчик в Demo Company», — и я сравню её с вашим профилем. Или попросите подобрать вакансии, а потом выберите одну из них.'
      : 'Назовите вакансию — её название и компанию, например: «сопроводительное письмо к вакансии Frontend-разработчик в Demo Company», — и я набросаю письмо по вашему профилю.';
  }
  return intent === 'missing'
    ? 'Name the vacancy, its title and company (for example, “what am I missing for Frontend developer at Demo Company”), and I will compare it with your profile. Or ask me to find vacancies first and pick one of them.'
    : 'Name the vacancy, its title and company (for example, “cover letter for Frontend developer at Demo Company”), and I will draft a letter from your profile.';
};

/** Several vacancies fit the name the seeker gave: which one? Each as a link, with a request to copy. */
export const composeWhichVacancy = (
  lang: Lang,
  intent: 'missing' | 'cover_letter' | 'interview',
  candidates: readonly VacancyFacts[],
): string => {
  const ru = lang === 'ru';
  const ask = (vacancy: VacancyFacts) => {
    const name = vacancyName(lang, vacancy);
    if (intent === 'missing') return ru ? `«чего мне не хватает для ${name}»` : `“what am I missing for ${name}”`;
    if (intent === 'interview')
      return ru ? `«вопросы к собеседованию для ${name}»` : `“interview questions for ${name}”`;
    return ru ? `«сопроводительное письмо к вакансии ${name}»` : `“cover letter for ${name}”`;
  };
  return [
    ru ? 'Какую вакансию вы имеете в виду? Подходят эти:' : 'Which vacancy do you mean? These fit:',
    '',
    ...candidates.map((vacancy, index) => `${index + 1}. ${headline(lang, vacancy)}`),
    '',
    ru
      ? `Напишите, например: ${ask(candidates[0] as VacancyFacts)}.`
      : `Write, for example: ${ask(candidates[0] as VacancyFacts)}.`,
  ].join('\n');
};

export const composeVacancyNotFound = (lang: Lang, vacancyId: number): string =>
  lang === 'ru'
    ? `Вакансии №${vacancyId} нет среди опубликованных. Проверьте номер или попросите меня подобрать похожие вакансии.`
    : `There is no published vacancy #${vacancyId}. Check the number, or ask me to find similar vacancies.`;

const lowerSet = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));

/** Compares the seeker's profile with a vacancy: skills, experience, city and schedule, pay. */
export const composeMissing = (lang: Lang, vacancy: VacancyFacts, seeker: SeekerFacts): string => {
  const ru = lang === 'ru';
  const lines = [
    ru
      ? `Сравнил ваш профиль с вакансией ${vacancyLink(vacancy)} (${vacancy.companyName}).`
      : `I compared your profile with ${vacancyLink(vacancy)} (${vacancy.companyName}).`,
    '',
  ];
  const profile = seeker.profile;
  if (!profile) {
    lines.push(
      ru
        ? 'Ваш профиль пока пуст. Заполните его в разделе «Профиль» (/profile): навыки, опыт, город и желаемую зарплату — тогда я скажу точно, чего не хватает.'
        : 'Your profile is empty so far. Fill it in on the Profile page (/profile): skills, experience, city and expected salary, and I will tell you exactly what is missing.',
    );
    lines.push('');
    lines.push(
      `${ru ? 'Вакансия просит' : 'The vacancy asks for'}: ${vacancy.skills.join(', ') || '—'}; ${EXPERIENCE_TEXT[vacancy.experience][lang]}.`,
    );
    return lines.join('\n');
  }
  const mine = lowerSet(profile.skills);
  const have = vacancy.skills.filter((skill) => mine.has(skill.toLowerCase()));
  const lacking = vacancy.skills.filter((skill) => !mine.has(skill.toLowerCase()));
  if (have.length > 0) lines.push(`✓ ${ru ? 'Есть в профиле' : 'In your profile'}: ${have.join(', ')}`);
  if (lacking.length > 0) {
    lines.push(`✗ ${ru ? 'Не хватает навыков' : 'Missing skills'}: ${lacking.join(', ')}`);
  } else if (vacancy.skills.length > 0) {
    lines.push(ru ? '✓ Все навыки вакансии есть в профиле.' : '✓ Your profile has every skill the vacancy lists.');
  }
  const needed = EXPERIENCE_MIN_YEARS[vacancy.experience];
  if (profile.experience === null) {
    lines.push(
      ru
        ? `✗ В профиле не указан опыт, а вакансия просит: ${EXPERIENCE_TEXT[vacancy.experience].ru}.`
        : `✗ Your profile states no experience; the vacancy asks for ${EXPERIENCE_TEXT[vacancy.experience].en}.`,
    );
  } else if (EXPERIENCE_MIN_YEARS[profile.experience] < needed) {
    lines.push(
      ru
        ? `✗ Опыт: вакансия просит ${EXPERIENCE_TEXT[vacancy.experience].ru}, в профиле — ${EXPERIENCE_TEXT[profile.experience].ru}.`
        : `✗ Experience: the vacancy asks for ${EXPERIENCE_TEXT[vacancy.experience].en}; your profile says ${EXPERIENCE_TEXT[profile.experience].en}.`,
    );
  } else {
    lines.push(
      ru
        ? `✓ Опыт подходит (${EXPERIENCE_TEXT[vacancy.experience].ru}).`
        : `✓ Your experience fits (${EXPERIENCE_TEXT[vacancy.experience].en}).`,
    );
  }
  if (vacancy.schedule !== 'remote' && profile.city && profile.city.toLowerCase() !== vacancy.city.toLowerCase()) {
    lines.push(
      ru
        ? `• Вакансия в городе ${vacancy.city} (${SCHEDULE_TEXT[vacancy.schedule].ru}), а в профиле — ${profile.city}: напишите в отклике, готовы ли переехать.`
        : `• The vacancy is in ${vacancy.city} (${SCHEDULE_TEXT[vacancy.schedule].en}), your profile says ${profile.city}: say in your letter whether you would relocate.`,
    );
  }
  if (profile.schedule && profile.schedule !== vacancy.schedule) {
    lines.push(
      ru
        ? `• Формат: вакансия — ${SCHEDULE_TEXT[vacancy.schedule].ru}, вы хотите — ${SCHEDULE_TEXT[profile.schedule].ru}.`
        : `• Schedule: the vacancy is ${SCHEDULE_TEXT[vacancy.schedule].en}; you want ${SCHEDULE_TEXT[profile.schedule].en}.`,
    );
  }
  const top = vacancy.salaryTo ?? vacancy.salaryFrom;
  if (
    profile.salaryExpectation !== null &&
    top !== null &&
    profile.currency === vacancy.currency &&
    top < profile.salaryExpectation
  ) {
    lines.push(
      ru
        ? `• Зарплата ${salaryText(lang, vacancy)} ниже ваших ожиданий (${money(profile.salaryExpectation, profile.currency)}).`
        : `• The salary (${salaryText(lang, vacancy)}) is below what you expect (${money(profile.salaryExpectation, profile.currency)}).`,
    );
  }
  const gaps: string[] = [];
  if (!profile.desiredPosition) gaps.push(ru ? 'желаемая должность' : 'desired position');
  if (profile.workExperience.length === 0) gaps.push(ru ? 'места работы' : 'work history');
  if (!profile.about) gaps.push(ru ? 'рассказ о себе' : 'an “about me” text');
  if (gaps.length > 0) {
    lines.push(ru ? `• В профиле не заполнено: ${gaps.join(', ')}.` : `• Your profile lacks: ${gaps.join(', ')}.`);
  }
  if (lacking.length > 0) {
    lines.push('');
    lines.push(
      ru
        ? `Если у вас есть опыт с ${lacking.slice(0, 3).join(', ')}, добавьте эти навыки в профиль (/profile) и упомяните их в сопроводительном письме.`
        : `If you have worked with ${lacking.slice(0, 3).join(', ')}, add them to your profile (/profile) and mention them in your cover letter.`,
    );
  }
  return lines.join('\n');
};

/** A draft letter the seeker edits and sends to the company themselves. */
export const composeCoverLetter = (lang: Lang, vacancy: VacancyFacts, seeker: SeekerFacts): string => {
  const ru = lang === 'ru';
  const profile = seeker.profile;
  const mine = lowerSet(profile?.skills ?? []);
  const shared = vacancy.skills.filter((skill) => mine.has(skill.toLowerCase()));
  const lastJob = profile?.workExperience[0];
  const body: string[] = [];
  if (ru) {
    body.push('Здравствуйте!');
    body.push('');
    body.push(`Меня заинтересовала вакансия «${vacancy.title}» в компании ${vacancy.companyName}.`);
    if (lastJob) body.push(`Сейчас я работаю: ${lastJob.position}, ${lastJob.company}.`);
    if (profile?.experience) body.push(`Мой опыт: ${EXPERIENCE_TEXT[profile.experience].ru.replace('опыт ', '')}.`);
    if (shared.length > 0) body.push(`Из того, что вы ищете, я работаю с ${shared.join(', ')}.`);
    if (profile?.about) body.push(profile.about);
    body.push('Буду рад рассказать подробнее о своём опыте на собеседовании.');
    body.push('');
    body.push(`С уважением,\n${seeker.name}`);
  } else {
    body.push('Hello,');
    body.push('');
    body.push(`I am interested in the “${vacancy.title}” position at ${vacancy.companyName}.`);
    if (lastJob) body.push(`I currently work as ${lastJob.position} at ${lastJob.company}.`);
    if (profile?.experience)
      body.push(`My experience: ${EXPERIENCE_TEXT[profile.experience].en.replace(' of experience', '')}.`);
    if (shared.length > 0) body.push(`Of the skills you list, I work with ${shared.join(', ')}.`);
    if (profile?.about) body.push(profile.about);
    body.push('I would be glad to tell you more about my experience in an interview.');
    body.push('');
    body.push(`Best regards,\n${seeker.name}`);
  }
  const intro = ru
    ? `Черновик сопроводительного письма к вакансии ${vacancyLink(vacancy)} (${vacancy.companyName}). Отредактируйте его и отправьте компании сами — со страницы вакансии, кнопкой «Написать компании». Я компаниям не пишу.`
    : `A draft cover letter for ${vacancyLink(vacancy)} (${vacancy.companyName}). Edit it and send it to the company yourself from the vacancy page (“Write to the company”). I never write to companies.`;
  return [intro, '', '---', ...body, '---'].join('\n');
};

export const composeInterview = (
  lang: Lang,
  input: { vacancy: VacancyFacts | null; skills: string[]; roleLabel: string | null },
): string => {
  const ru = lang === 'ru';
  const skills = input.vacancy ? input.vacancy.skills : input.skills;
  const subject = input.vacancy
    ? ru
      ? `вакансии ${vacancyLink(input.vacancy)}`
      : vacancyLink(input.vacancy)
    : (input.roleLabel ?? (skills.length > 0 ? skills.join(', ') : null));
  if (!subject) {
    return ru
      ? 'Назовите вакансию (название и компанию) или роль и навыки — например, «вопросы к собеседованию для Frontend-разработчик в Demo Company» или «собеседование на React-разработчика», — и я подберу вопросы.'
      : 'Name a vacancy (its title and company) or a role and skills (for example, “interview questions for Frontend developer at Demo Company” or “interview for a React developer”) and I will pick questions.';
  }
  const lines = [
    ru ? `Типичные вопросы на собеседовании для ${subject}:` : `Typical interview questions for ${subject}:`,
    '',
  ];
  const { technical, behavioural } = questionsFor(lang, skills);
  let number = 1;
  for (const group of technical) {
    lines.push(group.skill);
    for (const question of group.questions) lines.push(`${number++}. ${question}`);
    lines.push('');
  }
  lines.push(ru ? 'Общие вопросы' : 'General questions');
  for (const question of behavioural) lines.push(`${number++}. ${question}`);
  lines.push('');
  lines.push(
    ru
      ? 'Совет: на каждый вопрос подготовьте пример из своего опыта по схеме «ситуация — действие — результат».'
      : 'Tip: prepare an example from your own experience for each question: situation, action, result.',
  );
  return lines.join('\n');
};

export const composeHelp = (lang: Lang, greeting: string | null): string => {
  const ru = lang === 'ru';
  const examples = ru
    ? [
        '«ищу удалённую работу react от 200 000» — подберу вакансии и объясню, чем они подходят;',
        '«чего мне не хватает для Frontend-разработчик в Demo Company» — сравню вакансию с вашим профилем;',
        '«сопроводительное письмо к вакансии Frontend-разработчик в Demo Company» — набросаю письмо, которое вы отправите сами;',
        '«вопросы к собеседованию на React-разработчика» — подберу вопросы по навыкам вакансии или роли.',
      ]
    : [
        '“remote React job from 200,000”: I find vacancies and explain why they fit;',
        '“what am I missing for Frontend developer at Demo Company”: I compare the vacancy with your profile;',
        '“cover letter for Frontend developer at Demo Company”: I draft a letter for you to send yourself;',
        '“interview questions for a React developer”: I pick questions from the vacancy’s or the role’s skills.',
      ];
  return [
    greeting ?? (ru ? 'Привет! Я ассистент платформы.' : 'Hi! I am the platform’s assistant.'),
    '',
    ru ? 'Что я умею:' : 'What I can do:',
    ...examples.map((line) => `• ${line}`),
  ].join('\n');
};
