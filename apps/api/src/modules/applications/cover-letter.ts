import type { Locale, Profile } from '@jobs/contracts';
import { ruPlural } from '../text/text';

/** What the letter draws on: the seeker's résumé and the vacancy. */
export type LetterInput = {
  locale: Locale;
  resume: Pick<
    Profile,
    'name' | 'desired_position' | 'experience' | 'skills' | 'work_experience' | 'about' | 'city' | 'education'
  >;
  vacancy: { title: string; companyName: string; skills: string[]; city: string; schedule: string };
  now?: Date;
};

const monthIndex = (yearMonth: string): number => {
  const [year, month] = yearMonth.split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
};

/** Whole years of work the résumé lists (overlapping jobs counted once). */
export const yearsOfWork = (jobs: LetterInput['resume']['work_experience'], now = new Date()): number => {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const months = new Set<number>();
  for (const job of jobs) {
    const from = monthIndex(job.from);
    const to = job.to ? monthIndex(job.to) : current;
    for (let m = from; m <= Math.min(to, current) && m - from < 600; m++) months.add(m);
  }
  return Math.floor(months.size / 12);
};

const LEVEL_YEARS: Record<string, { ru: string; en: string }> = {
  none: { ru: 'начинаю профессиональный путь', en: 'I am starting my career' },
  '1-3': { ru: 'у меня от одного до трёх лет опыта', en: 'I have one to three years of experience' },
  '3-6': { ru: 'у меня от трёх до шести лет опыта', en: 'I have three to six years of experience' },
  '6+': { ru: 'у меня более шести лет опыта', en: 'I have more than six years of experience' },
};

const listRu = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
const listEn = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : items.length === 2
      ? `${items[0]} and ${items[1]}`
      : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;

/** The first sentence or two of the "about" text (a letter quotes, it does not paste the résumé). */
const aboutExcerpt = (about: string): string => {
  const text = about.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).length > 320) break;
    out += sentence;
  }
  out = (out || text.slice(0, 300)).trim();
  return /[.!?…]$/.test(out) ? out : `${out}.`;
};

/**
 * A position as it reads inside a sentence («как диспетчер склада», "as a warehouse dispatcher"):
 * a word written with a capital only because it starts the title is lower-cased; acronyms and
 * names with other capitals (IT, WMS, DevOps, iOS) stay. In Russian a Latin word is a name
 * (Java, Python) and stays; in English only the first word is lower-cased.
 */
export const positionInSentence = (position: string, locale: Locale): string => {
  let first = true;
  return position.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const wasFirst = first;
    first = false;
    if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return word;
    if (locale === 'ru' ? /^[A-Za-z]/.test(word) : !wasFirst) return word;
    return word.toLowerCase();
  });
};

/**
 * A cover letter the seeker edits before sending: a greeting, why this vacancy, the experience
 * (the latest job and the years), the skills the vacancy asks for that the résumé has, a line from
 * "about", and a polite close with the name. Deterministic: the same résumé and vacancy give the
 * same letter, in the seeker's language.
 */
export const composeApplicationLetter = ({ locale, resume, vacancy, now = new Date() }: LetterInput): string => {
  const ru = locale === 'ru';
  const mine = new Map(resume.skills.map((skill) => [skill.toLowerCase(), skill]));
  const matching = vacancy.skills.filter((skill) => mine.has(skill.toLowerCase()));
  const wanted = new Set(vacancy.skills.map((skill) => skill.toLowerCase()));
  const others = resume.skills.filter((skill) => !wanted.has(skill.toLowerCase())).slice(0, 3);
  const latest = [...resume.work_experience].sort(
    (a, b) => (b.to ?? '9999').localeCompare(a.to ?? '9999') || b.from.localeCompare(a.from),
  )[0];
  const years = yearsOfWork(resume.work_experience, now);
  const position = positionInSentence(resume.desired_position.trim(), locale);
  const name = resume.name.trim();
  const paragraphs: string[] = [];

  if (ru) {
    paragraphs.push('Здравствуйте!');
    paragraphs.push(
      `Меня заинтересовала вакансия «${vacancy.title}» в компании ${vacancy.companyName}` +
        (position && position.toLowerCase() !== vacancy.title.toLowerCase()
          ? ` — она близка к тому, чем я хочу заниматься как ${position}.`
          : ' — это именно та роль, в которой я хочу развиваться.'),
    );
    const experience: string[] = [];
    if (latest) {
      experience.push(
        latest.to
          ? `Последнее место работы — ${latest.company}, позиция «${latest.position}».`
          : `Сейчас работаю в ${latest.company} на позиции «${latest.position}».`,
      );
    }
    if (years > 0) {
      experience.push(`Всего у меня ${years} ${ruPlural(years, 'год', 'года', 'лет')} профессионального опыта.`);
    } else if (resume.experience) {
      const level = LEVEL_YEARS[resume.experience]?.ru;
      if (level) experience.push(`${level[0]?.toUpperCase()}${level.slice(1)}.`);
    }
    if (experience.length > 0) paragraphs.push(experience.join(' '));
    if (matching.length > 0) {
      paragraphs.push(
        `Из того, что вы ищете, я уверенно работаю с ${listRu(matching)}` +
          (others.length > 0 ? `, а также знаю ${listRu(others)}.` : '.'),
      );
    } else if (resume.skills.length > 0) {
      paragraphs.push(`Мои основные навыки — ${listRu(resume.skills.slice(0, 5))}; быстро осваиваю новые инструменты.`);
    }
    const about = aboutExcerpt(resume.about);
    if (about) paragraphs.push(about);
    paragraphs.push(
      'С удовольствием расскажу о своём опыте подробнее и обсужу, как он поможет вашей команде. Резюме приложено к отклику; созвониться могу в удобное для вас время.',
    );
    paragraphs.push(`С уважением,\n${name}`);
  } else {
    paragraphs.push('Hello,');
    paragraphs.push(
      `I am writing to apply for the “${vacancy.title}” position at ${vacancy.companyName}` +
        (position && position.toLowerCase() !== vacancy.title.toLowerCase()
          ? `: it is close to the work I am looking for as a ${position}.`
          : ': it is exactly the role I want to grow in.'),
    );
    const experience: string[] = [];
    if (latest) {
      experience.push(
        latest.to
          ? `Most recently I worked at ${latest.company} as ${latest.position}.`
          : `I currently work at ${latest.company} as ${latest.position}.`,
      );
    }
    if (years > 0) {
      experience.push(`In total I have ${years} ${years === 1 ? 'year' : 'years'} of professional experience.`);
    } else if (resume.experience) {
      const level = LEVEL_YEARS[resume.experience]?.en;
      if (level) experience.push(`${level}.`);
    }
    if (experience.length > 0) paragraphs.push(experience.join(' '));
    if (matching.length > 0) {
      paragraphs.push(
        `Of the skills you list, I work confidently with ${listEn(matching)}` +
          (others.length > 0 ? `, and I also know ${listEn(others)}.` : '.'),
      );
    } else if (resume.skills.length > 0) {
      paragraphs.push(`My main skills are ${listEn(resume.skills.slice(0, 5))}, and I pick up new tools quickly.`);
    }
    const about = aboutExcerpt(resume.about);
    if (about) paragraphs.push(about);
    paragraphs.push(
      'I would be glad to discuss how I can help your team. My résumé is attached with the details, and I am happy to talk at any time that suits you.',
    );
    paragraphs.push(`Kind regards,\n${name}`);
  }
  return paragraphs.join('\n\n');
};

/** The provider's instructions for the same letter (its answer replaces the composed one). */
export const letterPrompt = (input: LetterInput, composed: string): { system: string; user: string } => {
  const ru = input.locale === 'ru';
  return {
    system: ru
      ? 'Ты помогаешь соискателю написать сопроводительное письмо к вакансии. Пиши по-русски, от первого лица, 120–200 слов, без выдуманных фактов: только то, что есть в резюме. Без заголовков и пояснений — только текст письма, в конце подпись именем.'
      : 'You help a job seeker write a cover letter for a vacancy. Write in English, first person, 120–200 words, inventing nothing: only facts from the résumé. No headings or explanations: only the letter, signed with the name.',
    user: JSON.stringify({
      vacancy: input.vacancy,
      resume: {
        name: input.resume.name,
        desired_position: input.resume.desired_position,
        experience: input.resume.experience,
        skills: input.resume.skills,
        work_experience: input.resume.work_experience.slice(0, 5),
        about: input.resume.about.slice(0, 1500),
      },
      draft: composed,
    }),
  };
};
