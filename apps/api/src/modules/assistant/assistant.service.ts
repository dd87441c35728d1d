import { MESSAGE_MAX_LENGTH, type AssistantTemplateSlug, type HistoryMessage } from '@jobs/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@jobs/server-db';
import { rateLimited } from '../../lib/app-error';
import type { JobDefinition, JobQueue } from '../../lib/jobs';
import { createLimiter } from '../../lib/rate-limit-store';
import type { AssistantSharing } from './assistant-sharing';
import type {
  AssistantRepository,
  SearchCriteria,
  SeekerFacts,
  TemplateRow,
  VacancyFacts,
} from './assistant.repository';
import {
  composeCoverLetter,
  composeHelp,
  composeInterview,
  composeMissing,
  composeNeedVacancy,
  composeSearch,
  composeVacancyNotFound,
  composeWhichVacancy,
  describeCriteria,
  reasons,
  salaryText,
  vacancyLink,
} from './composer';
import { buildDictionary, type Dictionary } from '../text/dictionary';
import { hasCriteria, parseRequest, type ParsedRequest } from '../text/parser';
import {
  filterVacancyLinks,
  linkedVacancyIds,
  streamCompletion,
  type ProviderConfig,
  type ProviderMessage,
} from './provider';
import type { Lang } from '../text/text';

/** A seeker's message to an assistant chat, as the chat service hands it over. */
export type AssistantRequest = {
  chatId: number;
  seekerId: number;
  /** The template the chat was made from (null when it is gone). */
  templateId: number | null;
  text: string;
  /** The vacancy the message was sent about (the composer's selector), 0 or null for none. */
  vacancyId: number | null;
  /** The seeker's message being answered (its reply is stored once, however often the job runs). */
  messageId: number;
};

/**
 * Stores the assistant's reply in the chat (as an `assistant` message, with its notification);
 * a second reply with the same `replyKey` in the chat stores nothing.
 */
export type StoreReply = (chatId: number, seekerId: number, text: string, replyKey: string) => Promise<void>;

/** The durable job that writes a reply (lib/jobs.ts): it survives the instance that took it. */
export const REPLY_JOB = 'assistant.reply';

/** What the assistant needs of the job queue. */
export type ReplyQueue = Pick<JobQueue, 'enqueue' | 'kick' | 'hasPending' | 'whenIdle'>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A reply job's payload back as a request (pg-boss keeps it as JSON). */
const requestOf = (payload: Record<string, unknown>): AssistantRequest => {
  const { chatId, seekerId, templateId, text, vacancyId, messageId } = payload;
  if (!isId(chatId) || !isId(seekerId) || !isId(messageId) || typeof text !== 'string') {
    throw new Error('not an assistant reply job');
  }
  return {
    chatId,
    seekerId,
    messageId,
    text,
    templateId: isId(templateId) ? templateId : null,
    vacancyId: isId(vacancyId) ? vacancyId : null,
  };
};

/** How the chat service reaches the assistant. */
export type AssistantHook = {
  /** Counts a message to an assistant chat against the sender's allowance; 429 beyond it. */
  admit: (request: FastifyRequest) => Promise<void>;
  /**
   * A seeker's message is being stored: its reply is a durable job (any instance writes it, once)
   * added with `executor`, the message's own transaction, so the two commit together or not at all.
   */
  addReply: (executor: Database, request: AssistantRequest) => Promise<void>;
  /** The message and its reply job committed: the job is started here at once, the typing shown. */
  replyAdded: (request: AssistantRequest) => void;
  /** Whether a reply to the chat is still to come (whichever instance writes it). */
  isTyping: (chatId: number) => Promise<boolean>;
  /**
   * The provider's answer so far while it streams (never stored or notified), or undefined. `newest`
   * is the newest message the history shows: once it is the stored reply, the draft is no longer
   * shown (so the answer never appears twice).
   */
  draft: (chatId: number, newest: Pick<HistoryMessage, 'author_kind' | 'text'> | undefined) => string | undefined;
};

type Deps = {
  app: FastifyInstance;
  repo: AssistantRepository;
  log: FastifyBaseLogger;
  provider?: ProviderConfig;
  ratePerMinute: number;
  /** The assistant started (true) or stopped (false) writing in a seeker's chat (live `typing` events). */
  onTyping?: (chatId: number, seekerId: number, typing: boolean) => void;
  /** The typing state and drafts of replies written on other API instances (and ours told to them). */
  sharing?: AssistantSharing;
};

const RESULTS_LIMIT = 5;
/** Vacancies offered when a message names one ambiguously. */
const CANDIDATES_LIMIT = 5;
const DICTIONARY_TTL_MS = 5 * 60_000;
const TEMPLATES_TTL_MS = 60_000;
/** Messages of the conversation the provider sees. */
const PROVIDER_HISTORY = 10;
/** Drafts are kept for at most this many chats at once, each at most a message long. */
const MAX_DRAFTS = 1000;
const MAX_DRAFT_LENGTH = MESSAGE_MAX_LENGTH;

/** A streamed answer in progress; `stored` once the final text is being stored in the chat. */
type Draft = { text: string; stored: boolean };

export type BuiltInAnswer = {
  text: string;
  lang: Lang;
  parsed: ParsedRequest;
  /** The vacancies the answer is about (the provider's context). */
  vacancies: VacancyFacts[];
  seeker: SeekerFacts | undefined;
};

export const createAssistant = ({ app, repo, log, provider, ratePerMinute, onTyping, sharing }: Deps) => {
  const limiter = createLimiter(app, 'assistant-user', {
    max: ratePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => String(request.user?.id ?? request.ip),
  });

  let dictionary: { value: Dictionary; loadedAt: number } | undefined;
  let dictionaryLoading: Promise<Dictionary> | undefined;
  let templates: { value: Map<number, TemplateRow>; loadedAt: number } | undefined;

  const drafts = new Map<number, Draft>();
  let storeReply: StoreReply | undefined;
  let queue: ReplyQueue | undefined;

  const loadDictionary = async (): Promise<Dictionary> => {
    if (dictionary && Date.now() - dictionary.loadedAt < DICTIONARY_TTL_MS) return dictionary.value;
    dictionaryLoading ??= repo
      .vocabulary()
      .then(({ skills, cities }) => {
        const value = buildDictionary(skills, cities);
        dictionary = { value, loadedAt: Date.now() };
        return value;
      })
      .finally(() => {
        dictionaryLoading = undefined;
      });
    return dictionaryLoading;
  };

  const templateOf = async (templateId: number | null): Promise<TemplateRow | undefined> => {
    if (templateId === null) return undefined;
    if (!templates || Date.now() - templates.loadedAt > TEMPLATES_TTL_MS) {
      const rows = await repo.templates();
      const value = new Map<number, TemplateRow>();
      for (const row of rows) if (row.texts) value.set(row.chatId, { ...row.texts, icon: row.icon });
      templates = { value, loadedAt: Date.now() };
    }
    return templates.value.get(templateId);
  };

  const searchFor = async (
    lang: Lang,
    criteria: SearchCriteria,
  ): Promise<{ text: string; results: VacancyFacts[] }> => {
    let results = await repo.search(criteria, RESULTS_LIMIT);
    let dropped: string[] = [];
    if (results.length === 0 && criteria.keywords.length > 0) {
      const without = { ...criteria, keywords: [] };
      if (hasCriteria({ ...without, lang, intent: 'search', vacancyId: null })) {
        dropped = criteria.keywords;
        criteria = without;
        results = await repo.search(criteria, RESULTS_LIMIT);
      }
    }
    return { text: composeSearch({ lang, criteria, results, droppedKeywords: dropped, fromProfile: false }), results };
  };

  /**
   * The vacancies a message names without a number: by title (and company) in the text; else, when
   * it names a role or skills, the best matches to choose from. One: that vacancy; several: ask.
   */
  const namedVacancy = async (
    text: string,
    parsed: ParsedRequest,
  ): Promise<{ items: VacancyFacts[]; guessed: boolean }> => {
    const named = await repo.findNamed(text, CANDIDATES_LIMIT);
    if (named.length > 0 || parsed.roles.length + parsed.skills.length === 0) return { items: named, guessed: false };
    // A guess from the role or skills is offered, never taken for the vacancy (even a single one).
    return { items: await repo.search({ ...parsed, keywords: [] }, CANDIDATES_LIMIT), guessed: true };
  };

  /** The built-in assistant: no network, no model; the platform's own data. */
  const answerBuiltIn = async (request: AssistantRequest): Promise<BuiltInAnswer> => {
    const [dict, seeker, template] = await Promise.all([
      loadDictionary(),
      repo.seeker(request.seekerId),
      templateOf(request.templateId),
    ]);
    const parsed = parseRequest(request.text, dict);
    const lang: Lang = parsed.lang ?? seeker?.locale ?? 'ru';
    const slug = template?.slug as AssistantTemplateSlug | undefined;
    const vacancyId = parsed.vacancyId ?? (request.vacancyId ? request.vacancyId : null);
    const greeting = template ? (lang === 'ru' ? template.greetingRu : template.greetingEn) : null;
    const done = (text: string, vacancies: VacancyFacts[] = []): BuiltInAnswer => ({
      text,
      lang,
      parsed,
      vacancies,
      seeker,
    });

    let intent = parsed.intent;
    // Nothing to search by: what the template is for decides.
    if (intent === 'search' && !hasCriteria(parsed)) {
      if (slug === 'improve-resume') intent = 'missing';
      else if (slug === 'prepare-interview') intent = 'interview';
      else if (vacancyId === null && !seeker?.profile?.skills.length) intent = 'help';
    }

    switch (intent) {
      case 'help':
        return done(composeHelp(lang, greeting));
      case 'missing':
      case 'cover_letter': {
        let vacancy: VacancyFacts | undefined;
        if (vacancyId === null) {
          // Seekers name vacancies by title and company, never by number.
          const named = await namedVacancy(request.text, parsed);
          if (named.items.length === 0) return done(composeNeedVacancy(lang, intent));
          if (named.items.length > 1 || named.guessed) {
            return done(composeWhichVacancy(lang, intent, named.items), named.items);
          }
          vacancy = named.items[0];
        } else {
          vacancy = await repo.findPublished(vacancyId);
        }
        if (!vacancy) return done(composeVacancyNotFound(lang, vacancyId ?? 0));
        const facts: SeekerFacts = seeker ?? { name: '', locale: lang, profile: null };
        return done(
          intent === 'missing' ? composeMissing(lang, vacancy, facts) : composeCoverLetter(lang, vacancy, facts),
          [vacancy],
        );
      }
      case 'interview': {
        let vacancy: VacancyFacts | undefined;
        if (vacancyId !== null) {
          vacancy = await repo.findPublished(vacancyId);
          if (!vacancy) return done(composeVacancyNotFound(lang, vacancyId));
        } else {
          // A vacancy named by title (and company) exactly: its skills; else the role's.
          const named = await repo.findNamed(request.text, 2);
          if (named.length === 1) vacancy = named[0];
        }
        const roleLabel = parsed.roles.length > 0 ? parsed.roles.map((role) => role.label[lang]).join(' / ') : null;
        return done(
          composeInterview(lang, { vacancy: vacancy ?? null, skills: parsed.skills, roleLabel }),
          vacancy ? [vacancy] : [],
        );
      }
      case 'search': {
        if (!hasCriteria(parsed)) {
          if (vacancyId !== null) {
            const vacancy = await repo.findPublished(vacancyId);
            if (!vacancy) return done(composeVacancyNotFound(lang, vacancyId));
            return done(composeMissing(lang, vacancy, seeker ?? { name: '', locale: lang, profile: null }), [vacancy]);
          }
          // "Find me a job": the profile's skills say what to look for.
          const results = await repo.searchBySkillOverlap(seeker?.profile?.skills ?? [], RESULTS_LIMIT);
          return done(
            composeSearch({ lang, criteria: parsed, results, droppedKeywords: [], fromProfile: true }),
            results,
          );
        }
        const { text, results } = await searchFor(lang, parsed);
        return done(text, results);
      }
    }
  };

  /** The provider's context: the template's instructions, the rules, and the platform's data. */
  const providerMessages = async (request: AssistantRequest, builtIn: BuiltInAnswer): Promise<ProviderMessage[]> => {
    const { lang, parsed, vacancies, seeker } = builtIn;
    const template = await templateOf(request.templateId);
    const instructions = template ? (lang === 'ru' ? template.instructionsRu : template.instructionsEn) : '';
    const rules =
      lang === 'ru'
        ? 'Отвечай только по-русски. Ссылайся только на вакансии из данных платформы ниже, в виде их поля link: [название](/vacancies/<id>). Не придумывай вакансии. Никогда не пиши компаниям от имени пользователя.'
        : 'Answer in English only. Link only the vacancies in the platform data below, as their link field: [title](/vacancies/<id>). Never invent vacancies. Never write to companies on the user’s behalf.';
    const data = vacancies.map((vacancy) => ({
      id: vacancy.id,
      link: vacancyLink(vacancy),
      title: vacancy.title,
      company: vacancy.companyName,
      city: vacancy.city,
      salary: salaryText(lang, vacancy),
      schedule: vacancy.schedule,
      experience: vacancy.experience,
      skills: vacancy.skills,
      why: reasons(lang, parsed, vacancy),
    }));
    const context = [
      `${lang === 'ru' ? 'Данные платформы' : 'Platform data'} (JSON):`,
      JSON.stringify({
        request: { intent: parsed.intent, understood: describeCriteria(lang, parsed) },
        vacancies: data,
        profile: seeker?.profile
          ? {
              desired_position: seeker.profile.desiredPosition,
              skills: seeker.profile.skills,
              experience: seeker.profile.experience,
              city: seeker.profile.city,
            }
          : null,
      }),
      '',
      lang === 'ru'
        ? 'Ответ встроенного помощника (можно улучшить):'
        : 'The built-in assistant’s answer (improve on it):',
      builtIn.text,
    ].join('\n');
    const history = await repo.recentMessages(request.chatId, PROVIDER_HISTORY);
    const conversation: ProviderMessage[] = history.map((message) => ({
      role: message.authorKind === 'assistant' ? 'assistant' : 'user',
      content: message.text,
    }));
    if (conversation.length === 0 || conversation[conversation.length - 1]?.content !== request.text) {
      conversation.push({ role: 'user', content: request.text });
    }
    return [
      { role: 'system', content: [instructions, rules].filter(Boolean).join('\n\n') },
      { role: 'system', content: context },
      ...conversation,
    ];
  };

  /** The chat's draft follows the provider's text so far (bounded; nothing for more than MAX_DRAFTS chats). */
  const followDraft = (chatId: number, textSoFar: string): void => {
    if (!drafts.has(chatId) && drafts.size >= MAX_DRAFTS) return;
    const draft = { text: textSoFar.trimStart().slice(0, MAX_DRAFT_LENGTH), stored: false };
    drafts.set(chatId, draft);
    sharing?.publish({ chatId, typing: true, draft });
  };

  /**
   * The reply: the provider's when one is configured and answers in time, else the built-in one.
   * While the provider streams, the chat's draft shows its answer so far; a failure drops it.
   */
  const reply = async (request: AssistantRequest): Promise<{ text: string; source: 'provider' | 'built-in' }> => {
    const builtIn = await answerBuiltIn(request);
    if (!provider) return { text: builtIn.text, source: 'built-in' };
    try {
      const raw = await streamCompletion(provider, await providerMessages(request, builtIn), (textSoFar) =>
        followDraft(request.chatId, textSoFar),
      );
      const published = await repo.publishedIds(linkedVacancyIds(raw));
      const text = filterVacancyLinks(raw, published);
      if (text === '') throw new Error('nothing left after filtering');
      return { text, source: 'provider' };
    } catch (error) {
      drafts.delete(request.chatId);
      log.warn({ err: error, chatId: request.chatId }, 'assistant provider failed: the built-in assistant answers');
      return { text: builtIn.text, source: 'built-in' };
    }
  };

  /** The reply job: a failure (the database, not the provider: the built-in answers then) is retried. */
  const work = async (request: AssistantRequest): Promise<void> => {
    const started = Date.now();
    try {
      const { text, source } = await reply(request);
      if (!storeReply) throw new Error('the assistant has no chat to store replies in');
      // Until the history shows the stored reply, the draft shows its final text (no gap, no twice).
      if (drafts.has(request.chatId)) {
        drafts.set(request.chatId, { text, stored: true });
        sharing?.publish({ chatId: request.chatId, typing: true, draft: { text, stored: true } });
      }
      await storeReply(request.chatId, request.seekerId, text, `assistant-reply:${request.messageId}`);
      log.debug({ chatId: request.chatId, ms: Date.now() - started, source }, 'assistant replied');
    } catch (error) {
      log.error({ err: error, chatId: request.chatId }, 'assistant reply failed; it will be retried');
      throw error;
    } finally {
      drafts.delete(request.chatId);
      // Live streams hear the end of the typing at once; the history asks the queue (isTyping).
      onTyping?.(request.chatId, request.seekerId, false);
      sharing?.publish({ chatId: request.chatId, typing: false });
    }
  };

  const replyJob: JobDefinition = {
    run: (payload) => work(requestOf(payload)),
    maxAttempts: 5,
    // Past this the job counts as abandoned (its instance died) and another instance takes it.
    leaseMs: (provider?.timeoutMs ?? 0) + 60_000,
    // Replies to different chats are written side by side; one chat's replies in order (group).
    concurrency: 8,
    ordered: true,
  };

  const hook: AssistantHook = {
    admit: async (request) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw rateLimited(result.ttlInSeconds ?? 60);
      }
    },
    addReply: async (executor, request) => {
      if (!queue) throw new Error('the assistant has no job queue');
      // No key: the reply is stored once per message whatever runs it (its client_message_id), and
      // a group's keyless jobs keep the order they were added in even when added at one instant.
      await queue.enqueue(REPLY_JOB, request, { group: `assistant-chat:${request.chatId}`, executor });
    },
    replyAdded: (request) => {
      queue?.kick(REPLY_JOB);
      onTyping?.(request.chatId, request.seekerId, true);
      sharing?.publish({ chatId: request.chatId, typing: true });
    },
    isTyping: async (chatId) => drafts.has(chatId) || ((await queue?.hasPending(REPLY_JOB, { chatId })) ?? false),
    draft: (chatId, newest) => {
      const draft = drafts.get(chatId) ?? sharing?.draft(chatId);
      if (!draft || draft.text === '') return undefined;
      if (draft.stored && newest?.author_kind === 'assistant' && newest.text === draft.text) return undefined;
      return draft.text;
    },
  };

  return {
    hook,
    /** Where replies are stored (the chat service; set once both exist). */
    attach: (store: StoreReply) => {
      storeReply = store;
    },
    /** The reply job's definition, for the queue. */
    jobs: { [REPLY_JOB]: replyJob } as Record<string, JobDefinition>,
    /** Where reply jobs go (the queue; set once it exists). */
    attachQueue: (jobs: ReplyQueue) => {
      queue = jobs;
    },
    answerBuiltIn,
    reply,
    /** Resolves when no reply is being written (tests; shutdown). */
    whenIdle: async (): Promise<void> => {
      await queue?.whenIdle();
    },
    /** Forget cached templates (after an editor's change). */
    templatesChanged: () => {
      templates = undefined;
    },
  };
};

export type Assistant = ReturnType<typeof createAssistant>;
