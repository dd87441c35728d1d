import { createHash } from 'node:crypto';
import { RISK_CODES, type Risk, type RiskCode } from '@jobs/contracts';

// The one rule set behind the risk warnings (issue 27, api.md "Reports, verified employers, risk
// warnings"). Text rules read a vacancy's text or a chat message sentence by sentence: a sentence
// trips a rule when it holds one of the rule's triggers that no negation just before it takes back
// ("не нужно оплачивать", "no deposit") and no harmless phrase in the same sentence explains
// ("обучение за счёт компании", "зарплата на карту"). The data rules (a salary far above its
// market, one text posted by many companies) are pure functions over figures the API looks up.
// `npm run bench:risk` measures the text rules against tools/bench/risk/labelled.txt.

/** Where a text comes from: a vacancy, or a chat message (`early`: among the chat's first messages). */
export type RiskContext = { kind: 'vacancy' } | { kind: 'message'; early: boolean };

type TextRule = {
  code: Exclude<RiskCode, 'salary_above_market' | 'duplicate_text'>;
  /** Any of these in a sentence trips the rule … */
  triggers: RegExp[];
  /** … unless one of these is in the same sentence. */
  harmless: RegExp[];
  /** Only where this holds (the messenger rule: early in a talk). */
  appliesTo?: (context: RiskContext) => boolean;
};

/** Words that take a trigger back when they come shortly before it. */
const NEGATION =
  /(?:^|[^\p{L}])(?:не|ни|нет|никаких|никакой|никаких-либо|ничего|без|never|no|not|don't|dont|won't|without|free|нельзя)(?:[^\p{L}]|$)/u;
/** How far before a trigger (in characters) a negation counts. */
const NEGATION_WINDOW = 28;

const RU_PAY_VERB =
  '(?:оплат(?:ить|ите|ишь|им|и)|заплат(?:ить|ите|и)|внес(?:ти|ите|ешь)|внос(?:ить|ите)|перев(?:ести|едите|одите)|перечисл(?:ить|ите)|скин(?:уть|ьте|ь)|закин(?:уть|ьте)|купи(?:ть|те)|приобре(?:сти|тите)|выкуп(?:ить|ите))';

const RULES: TextRule[] = [
  {
    code: 'payment_asked',
    triggers: [
      // Being told to pay (or that paying is needed) for something.
      new RegExp(
        `${RU_PAY_VERB}[^.!?\\n]{0,60}(?:\\d|руб|₽|р\\.|обучени|курс|стажировк|(?<!\\p{L})форм|пропуск|медкнижк|страховк|регистрац|анкет|оформлени|доступ|пакет|набор|материал|товар|продукци|взнос|комисс|залог|депозит)`,
        'u',
      ),
      /(?:нужно|надо|необходимо|требуется|обязательно|придется|придётся|следует)\s+(?:будет\s+|лишь\s+|только\s+|сначала\s+|сперва\s+)?(?:оплатить|внести|заплатить|перевести|перечислить|купить|приобрести|выкупить)/u,
      /(?:(?:залог|депозит)\S*[^.!?\n]{0,25}(?:\d|за (?:инструмент|форму|оборудование|технику|место|ключи))|(?:внес|оплат|остав|требуется|нужен|необходим)\S*[^.!?\n]{0,20}(?:залог|депозит)|без (?:предоплаты|оплаты|взноса|залога)[^.!?\n]{0,40}(?:не (?:можем|сможем|получится|допуст|пуст)|нельзя)|предоплат|вступительн\S* взнос|страхов\S* взнос|гарантийн\S* взнос|регистрационн\S* взнос|взнос за|взнос в размере|стартов\S* (?:взнос|пакет|набор))/u,
      /(?:стоимость|цена)\s+(?:обучения|курса|стажировки|пакета|набора|формы|пропуска|оформления|регистрации|доступа|материалов)/u,
      /(?:платн\S+ (?:обучени|курс|стажировк)|(?:обучени\S*|курс\S*|стажировк\S*) (?:платн|стоит|обойдется|обойдётся))/u,
      /(?:pay|paying|deposit|send|transfer|wire)\b[^.!?\n]{0,50}(?:\$|€|£|₽|\d+\s?(?:usd|eur|rub|dollars|roubles|rubles)|fee|deposit|for (?:the |your )?(?:training|course|kit|uniform|equipment|registration|background check|onboarding))/u,
      /(?:training|registration|processing|onboarding|application|background[- ]check|admin(?:istration)?|activation|membership|joining)\s+fee/u,
      /(?:pay|need|require|send|transfer|put down|leave)\S*[^.!?\n]{0,30}(?:refundable|security|upfront|up-front) (?:deposit|payment|fee)|\b(?:cover|pay for|buy)\b[^.!?\n]{0,30}\b(?:upfront|up-front|in advance)\b|\bpay\s+upfront\b|\bpurchase (?:a |the |your )?(?:starter )?(?:kit|equipment|uniform|package)\b|\bstarter kit\b/u,
    ],
    harmless: [
      /компенсир|возмещ|за сч[её]т (?:компании|работодателя|фирмы|организации|нас)|оплачива(?:ем|ет компания|ется компанией|ется работодателем)|оплачиваем\S* (?:обучени|стажировк)|бесплатн|direct deposit|reimburs|covered by|company pays|we pay for|paid by (?:the |us|our)|at (?:our|the company's) expense|paid training|paid internship|we never|мы никогда|\bif (?:anyone|someone|somebody)\b|если (?:кто-то|кто-нибудь|вас|вам)/u,
    ],
  },
  {
    code: 'personal_data_asked',
    triggers: [
      /(?:пришли|отправ|скин|сообщ|продикт|назов|напиш|укаж|сфотографир|сфоткай|загруз|вышли|дай(?:те)?|нужн|необходим|требу)\S*[^.!?\n]{0,50}(?:(?:номер|данны|реквизит|цифр)\S* (?:с |на )?(?:(?:вашей|своей|твоей|банковской|зарплатной|кредитной|дебетовой) ){0,2}карт|cvv|cvc|код\S* (?:из|с) (?:смс|sms|сообщения)|код\S* подтверждени|(?:фото|скан|копи|разворот|фотографи)\S* (?:вашего |своего |твоего |первой страницы )?паспорт|паспортн\S* данн|данн\S* паспорт|снилс|логин\S* и парол|парол\S* от (?:банк|госуслуг|онлайн|личного)|доступ к (?:вашему |своему |вашим |вашей )?(?:банк|госуслуг|онлайн-банк|личному кабинету банк))/u,
      /(?:сфотограф|сфотк|отскан)\S* (?:\S+ )?паспорт|(?:пришли|отправьт|скиньт|вышлит|загрузит)\S*[^.!?\n]{0,15}паспорт/u,
      /(?:verification|one[- ]time|sms|confirmation) code[^.!?\n]{0,60}\b(?:forward|send|tell|text|share|give|read)\b/u,
      /\b(?:cvv|cvc|cvv2|cvc2)\b|три цифры на обороте|срок действия (?:вашей |своей )?карты|код из смс|код из sms/u,
      /оформ\S* (?:на себя |на ваше имя |на своё имя |на свое имя )?(?:карт|сим-карт|симк|кредит|займ|ип|ооо)[^.!?\n]{0,30}(?:для нас|для компании|на ваше имя|на себя|передат|передать|отдат|отдать)/u,
      /(?:send|share|provide|upload|text|give|need|forward|email)\b[^.!?\n]{0,50}(?:(?:card|bank card|credit card|debit card) (?:number|details)|\bcvv\b|\bcvc\b|expiry date|(?:photo|scan|picture|copy|image) of (?:your |the )?(?:passport|id\b|id card|driver'?s licen[cs]e)|passport (?:number|details|data)|social security|\bssn\b|routing (?:and account )?number|(?:online )?banking (?:login|password|credentials)|one[- ]time (?:code|password)|verification code|the code (?:we|i) (?:sent|texted))/u,
    ],
    harmless: [
      /(?:зарплат|выплат|перечислени|заработн|оклад|аванс)\S*[^.!?\n]{0,30}на карт|корпоративн\S* карт|карт\S* (?:сотрудника|тройка|любого банка)|при себе|в офисе|при оформлении|в отделе кадров|при трудоустройстве|salary (?:is )?paid|paid (?:to|into) your|on your first day|at the office|in person|direct deposit/u,
    ],
  },
  {
    code: 'messenger_move',
    triggers: [
      /(?:пиш|напиш|свяж|связь|связыв|добав|переход|перейд|перейт|продолж|общ(?:ение|аться|ение)|ответ|жд[уёе]|стуч|звон|позвон|отпиш|кидай|кинь|переписк|контакт)\S*[^.!?\n]{0,45}(?:телеграм|telegram|(?<!\p{L})тг(?!\p{L})|\btg\b|ватсап|вотсап|вацап|whatsapp|вайбер|viber|личк|личные сообщения|(?<!\p{L})в лс(?!\p{L})|личный номер|мой номер|мой телефон|личный телефон)/u,
      /(?:телеграм|telegram|(?<!\p{L})тг(?!\p{L})|ватсап|вотсап|вацап|whatsapp|вайбер|viber)\S*[^.!?\n]{0,25}(?:@[a-z0-9_]{4,}|\+?[78][\s(-]*9\d{2}|пишите|напишите|пиши|напиши|свяжитесь|звоните|только)/u,
      /(?:мой|личный|вот мой) (?:личный |мобильный |сотовый )?(?:номер|телефон)[^.!?\n]{0,10}(?:\+?[78][\s(-]*9\d{2}|\d{10})/u,
      /(?:t\.me|wa\.me|telegram\.me|api\.whatsapp\.com|viber\.click)\/[a-z0-9_+]/u,
      /(?:text|message|contact|add|reach|write|ping|chat with|talk|dm|hit)\b[^.!?\n]{0,30}(?:me|us|our (?:manager|hr|recruiter))\b[^.!?\n]{0,25}\b(?:on|via|at|in|through|over)\s+(?:telegram|whatsapp|signal|viber|wechat|kik|line app)/u,
      /(?:continue|move|switch|take)\b[^.!?\n]{0,30}\b(?:on|to|via|in|over)\s+(?:telegram|whatsapp|signal|viber|wechat|kik)|my (?:personal )?(?:whatsapp|telegram|cell|mobile|phone number)\b/u,
    ],
    harmless: [
      /(?:наш\S*|корпоративн\S*|официальн\S*) (?:телеграм-|telegram-)?канал|подпис\S* на (?:наш )?(?:канал|телеграм)|zoom|зум|телемост|google meet|teams|skype|здесь,? в чате|в этом чате|на jobs|(?:our|company) (?:telegram|whatsapp)? ?channel|follow (?:us|our)|here in (?:this|the) chat|stay (?:here|on jobs)|не переходите|не переходим/u,
    ],
    // A messenger named once the people have talked a while is ordinary; early on, it is a mark.
    appliesTo: (context) => context.kind === 'vacancy' || context.early,
  },
];

/** Lower case, «ё» as «е», typographic quotes and dashes as plain ones. */
export const normalizeText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»“”„]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\u00a0/g, ' ');

const sentencesOf = (text: string): string[] =>
  normalizeText(text)
    .split(/(?<=[.!?])\s+|\n+|;\s+/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');

const negatedAt = (sentence: string, index: number): boolean =>
  NEGATION.test(sentence.slice(Math.max(0, index - NEGATION_WINDOW), index + 1));

const sentenceTrips = (rule: TextRule, sentence: string): boolean => {
  if (rule.harmless.some((pattern) => pattern.test(sentence))) return false;
  for (const trigger of rule.triggers) {
    const match = trigger.exec(sentence);
    if (match && !negatedAt(sentence, match.index)) return true;
  }
  return false;
};

/** The text rules a text trips, in RISK_CODES order. */
export const textRisks = (text: string, context: RiskContext): RiskCode[] => {
  const sentences = sentencesOf(text);
  return RULES.filter(
    (rule) => (rule.appliesTo?.(context) ?? true) && sentences.some((sentence) => sentenceTrips(rule, sentence)),
  ).map((rule) => rule.code);
};

/** The codes the text rules can give (the bench reports on each). */
export const TEXT_RISK_CODES = RULES.map((rule) => rule.code);

/** A salary is far above its market at this many times the median … */
export const SALARY_ABOVE_MEDIAN_TIMES = 2.5;
/** … and above this many times the 90th percentile. */
export const SALARY_ABOVE_P90_TIMES = 1.5;

/** Whether a monthly salary (roubles) is far above the market of its category and city. */
export const salaryAboveMarket = (salaryRub: number | null, market: { p50: number; p90: number } | null): boolean =>
  salaryRub !== null &&
  market !== null &&
  market.p50 > 0 &&
  salaryRub >= market.p50 * SALARY_ABOVE_MEDIAN_TIMES &&
  salaryRub >= market.p90 * SALARY_ABOVE_P90_TIMES;

/** Texts shorter than this (normalised) are not compared: short ones repeat innocently. */
export const FINGERPRINT_MIN_LENGTH = 120;
/** One text at this many companies (this one included) is a mark. */
export const DUPLICATE_MIN_COMPANIES = 3;

/** A text's fingerprint: its letters and digits only, hashed (null for a short text). */
export const textFingerprint = (text: string): string | null => {
  const letters = normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (letters.length < FINGERPRINT_MIN_LENGTH) return null;
  return createHash('sha256').update(letters).digest('hex').slice(0, 32);
};

/** The risk a set of codes makes: in RISK_CODES order, without repeats; null for none. */
export const riskOf = (codes: Iterable<RiskCode>): Risk | null => {
  const found = new Set(codes);
  const reasons = RISK_CODES.filter((code) => found.has(code));
  return reasons.length > 0 ? { reasons } : null;
};

/** How many of a chat's first messages count as "early" for the messenger rule. */
export const EARLY_MESSAGES = 10;

/** The codes a chat message trips, by the side that wrote it: only the company's side is judged. */
export const messageCodes = (text: string, authorKind: string, early: boolean): RiskCode[] =>
  authorKind === 'company' ? (riskOf(textRisks(text, { kind: 'message', early }))?.reasons ?? []) : [];

/**
 * A message's codes as it is sent, both ways: whether it is among the chat's first messages is
 * known only in the send's one statement, which picks one.
 */
export const messageRiskCodes = (text: string, authorKind: string): { early: RiskCode[]; later: RiskCode[] } => ({
  early: messageCodes(text, authorKind, true),
  later: messageCodes(text, authorKind, false),
});

/** Risk codes as a Postgres array literal (plain words: nothing to quote). */
export const codesLiteral = (codes: readonly string[]): string => `{${codes.join(',')}}`;
