import { applicationStatusNote, type ApplicationStatus, type Locale, type MessageTemplates } from '@jobs/contracts';

/** The words the API itself writes about applications, in the reader's language. */

/** A company's message per step until an employer edits them (`{name}`, `{vacancy}`, `{company}` filled in). */
export const DEFAULT_MESSAGE_TEMPLATES: Record<Locale, MessageTemplates> = {
  ru: {
    invited:
      'Здравствуйте, {name}! Спасибо за отклик на вакансию «{vacancy}». Нам понравилось ваше резюме — приглашаем вас на собеседование. Напишите, пожалуйста, когда вам удобно встретиться.',
    offer:
      'Здравствуйте, {name}! Рады сообщить, что {company} готова сделать вам предложение по вакансии «{vacancy}». Детали пришлём в этом чате — ответьте, пожалуйста, когда будет удобно обсудить.',
    rejected:
      'Здравствуйте, {name}! Спасибо за интерес к вакансии «{vacancy}» и за время, которое вы уделили отклику. К сожалению, сейчас мы не готовы продолжить с вашей кандидатурой. Желаем удачи в поиске!',
    hired:
      'Здравствуйте, {name}! Поздравляем — вы приняты на должность «{vacancy}» в {company}. Скоро напишем о первых шагах. Добро пожаловать в команду!',
    screening:
      'Здравствуйте, {name}! Спасибо за отклик на вакансию «{vacancy}». К сожалению, по вашим ответам на обязательные вопросы мы не можем пригласить вас дальше: эти требования для нас важны. Желаем удачи в поиске!',
  },
  en: {
    invited:
      'Hello {name}, thank you for applying for “{vacancy}”. We liked your résumé and would like to invite you to an interview. Please let us know when would suit you.',
    offer:
      'Hello {name}, we are glad to tell you that {company} would like to make you an offer for “{vacancy}”. We will send the details in this chat; please reply when you are free to discuss them.',
    rejected:
      'Hello {name}, thank you for your interest in “{vacancy}” and for the time you took to apply. Unfortunately we will not be moving forward with your application at this time. We wish you the best in your search!',
    hired:
      'Hello {name}, congratulations: you are hired as “{vacancy}” at {company}. We will write about the first steps soon. Welcome to the team!',
    screening:
      'Hello {name}, thank you for applying for “{vacancy}”. Unfortunately, going by your answers to the required questions, we cannot take your application further: these requirements matter for this role. We wish you the best in your search!',
  },
};

/** The undo's note: the status the company went back to. */
export const undoNote = (locale: Locale, status: ApplicationStatus, vacancy: string): string =>
  (locale === 'ru' ? 'Компания отменила последнее изменение. ' : 'The company took back its last change. ') +
  applicationStatusNote(locale, status, vacancy);

/** What an application posts in the chat when the seeker wrote no cover letter. */
export const defaultApplyLine = (locale: Locale, vacancy: string): string =>
  locale === 'ru'
    ? `Здравствуйте! Откликаюсь на вакансию «${vacancy}». Моё резюме приложено к отклику.`
    : `Hello! I am applying for “${vacancy}”. My résumé is attached to the application.`;
