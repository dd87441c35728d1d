import type { AssistantTemplateSlug } from '@jobs/contracts';
import type { AssistantRepository } from './assistant.repository';

const svgIcon = (color: string, path: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${color}"/><g fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${path}</g></svg>`,
  )}`;

export type TemplateDefaults = {
  slug: AssistantTemplateSlug;
  icon: string;
  titleRu: string;
  titleEn: string;
  greetingRu: string;
  greetingEn: string;
  instructionsRu: string;
  instructionsEn: string;
};

const COMMON_RULES_RU =
  'Отвечай по-русски, коротко и по делу. Упоминай только вакансии из переданного списка и давай на них ссылки вида [название](/vacancies/<id>). Ничего не выдумывай о вакансиях и компаниях. Ты никогда не пишешь компаниям сам: письма и отклики пользователь отправляет сам.';
const COMMON_RULES_EN =
  'Answer in English, briefly and to the point. Mention only vacancies from the list you are given and link them as [title](/vacancies/<id>). Never invent facts about vacancies or companies. You never write to companies yourself: the user sends letters and replies on their own.';

/**
 * The three templates (migration 0002 creates their chats in this order; the texts are added at
 * start when missing, so editors' changes stay).
 */
export const TEMPLATE_DEFAULTS: readonly TemplateDefaults[] = [
  {
    slug: 'find-job',
    icon: svgIcon('#2563eb', '<circle cx="18" cy="18" r="7"/><path d="M23 23l6 6"/>'),
    titleRu: 'Найти работу',
    titleEn: 'Find me a job',
    greetingRu:
      'Привет! Я помогу найти вакансии на платформе. Напишите, что ищете: должность, навыки, город, зарплату, формат работы и опыт. Например: «ищу удалённую работу react от 200 000».',
    greetingEn:
      'Hi! I will help you find vacancies on the platform. Tell me what you are looking for: role, skills, city, salary, schedule and experience. For example: “remote React job from 200,000”.',
    instructionsRu: `Ты — помощник соискателя на платформе вакансий. Подбирай вакансии по запросу: объясни, чем каждая подходит (должность, навыки, город, зарплата, формат, опыт), и предложи уточнить запрос, если подходящих мало. ${COMMON_RULES_RU}`,
    instructionsEn: `You are a job seeker's assistant on a vacancy platform. Find vacancies for the request: explain why each one fits (role, skills, city, salary, schedule, experience), and suggest refining the request when few fit. ${COMMON_RULES_EN}`,
  },
  {
    slug: 'improve-resume',
    icon: svgIcon('#059669', '<path d="M14 10h9l5 5v15H14z"/><path d="M18 20h6M18 25h6"/>'),
    titleRu: 'Улучшить резюме',
    titleEn: 'Improve my resume',
    greetingRu:
      'Привет! Я сравню ваш профиль с вакансией и подскажу, чего не хватает, а ещё помогу с сопроводительным письмом. Назовите вакансию — её название и компанию, например: «чего мне не хватает для Frontend-разработчик в Demo Company» или «сопроводительное письмо к вакансии Frontend-разработчик в Demo Company».',
    greetingEn:
      'Hi! I will compare your profile with a vacancy and tell you what is missing, and help with a cover letter. Name the vacancy, its title and company, for example: “what am I missing for Frontend developer at Demo Company” or “cover letter for Frontend developer at Demo Company”.',
    instructionsRu: `Ты помогаешь соискателю улучшить резюме: сравниваешь профиль с вакансией, называешь недостающие навыки и опыт, предлагаешь черновик сопроводительного письма, который пользователь отредактирует и отправит сам. ${COMMON_RULES_RU}`,
    instructionsEn: `You help a job seeker improve their resume: compare the profile with a vacancy, name the missing skills and experience, and offer a draft cover letter that the user edits and sends themselves. ${COMMON_RULES_EN}`,
  },
  {
    slug: 'prepare-interview',
    icon: svgIcon('#d97706', '<path d="M11 13h18v11H19l-5 4v-4h-3z"/><path d="M16 18.5h8"/>'),
    titleRu: 'Подготовиться к собеседованию',
    titleEn: 'Prepare for an interview',
    greetingRu:
      'Привет! Я подберу типичные вопросы для собеседования по навыкам вакансии. Назовите вакансию (название и компанию) или роль, например: «вопросы к собеседованию для Frontend-разработчик в Demo Company» или «собеседование на React-разработчика».',
    greetingEn:
      'Hi! I will pick typical interview questions from a vacancy’s skills. Name a vacancy (its title and company) or a role, for example: “interview questions for Frontend developer at Demo Company” or “interview for a React developer”.',
    instructionsRu: `Ты готовишь соискателя к собеседованию: по навыкам вакансии называешь типичные технические и поведенческие вопросы и кратко подсказываешь, на что обратить внимание в ответе. ${COMMON_RULES_RU}`,
    instructionsEn: `You prepare a job seeker for an interview: from the vacancy's skills, list typical technical and behavioural questions and briefly say what a good answer covers. ${COMMON_RULES_EN}`,
  },
];

/**
 * Gives each template chat its texts and icon when it has none yet (the first three template
 * chats, in id order, are the three templates). Safe to run on every start.
 */
export const ensureTemplateTexts = async (repo: AssistantRepository): Promise<void> => {
  const templates = await repo.templates();
  const missing = templates
    .slice(0, TEMPLATE_DEFAULTS.length)
    .map((template, index) => ({ template, defaults: TEMPLATE_DEFAULTS[index] as TemplateDefaults }))
    .filter(({ template }) => template.texts === null);
  if (missing.length === 0) return;
  const taken = new Set(templates.flatMap((template) => (template.texts ? [template.texts.slug] : [])));
  const rows = missing
    .filter(({ defaults }) => !taken.has(defaults.slug))
    .map(({ template, defaults }) => {
      const { icon: _icon, ...texts } = defaults;
      return { chatId: template.chatId, ...texts };
    });
  await repo.insertTemplateTexts(rows);
  for (const { template, defaults } of missing) await repo.setTemplateIcon(template.chatId, defaults.icon, true);
};
