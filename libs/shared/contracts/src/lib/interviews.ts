import { z } from 'zod';
import { coded } from './field-errors';
import { idParamsSchema, isoDateSchema } from './common';
import { defineRoute } from './route';

// Interview scheduling (issue 26, third round): the company proposes 1–5 times for an application,
// the seeker confirms one (or proposes others), either side reschedules or cancels; `done` once
// the time has passed. Each step is a line in the application's chat and reaches the other side
// through the one event path (kind `interviews`); a scheduled interview comes with an .ics.

export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'cancelled', 'done'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_KINDS = ['online', 'onsite'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_ACTIONS = ['propose', 'confirm', 'cancel', 'finish'] as const;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

export const INTERVIEW_SLOTS_MAX = 5;
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEW_MESSAGE_MAX = 1000;
export const INTERVIEW_REASON_MAX = 500;
/** Every person's time zone unless they chose another. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/**
 * The state machine: from each status, what each action leads to (absent: not allowed, a 409).
 * `propose` from `proposed` is a counter-proposal; from `scheduled` a reschedule.
 */
export const INTERVIEW_TRANSITIONS: Record<InterviewStatus, Partial<Record<InterviewAction, InterviewStatus>>> = {
  proposed: { propose: 'proposed', confirm: 'scheduled', cancel: 'cancelled' },
  scheduled: { propose: 'proposed', cancel: 'cancelled', finish: 'done' },
  cancelled: {},
  done: {},
};

/** Where `action` leads from `from`; undefined when it is not allowed. */
export const interviewTransition = (from: InterviewStatus, action: InterviewAction): InterviewStatus | undefined =>
  INTERVIEW_TRANSITIONS[from][action];

export const isTimeZoneName = (value: string): boolean => {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string()
  .refine((value) => isTimeZoneName(value), coded('unknown_time_zone'))
  .meta({ minLength: 1, maxLength: 64 });

const futureSlot = z.iso
  .datetime({ offset: true })
  .refine((value) => Date.parse(value) > Date.now(), 'Each time must be in the future');

export const interviewSlotsSchema = z
  .array(futureSlot)
  .min(1, 'Give at least one time')
  .max(INTERVIEW_SLOTS_MAX, `At most ${INTERVIEW_SLOTS_MAX} times`)
  .refine((slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length, 'The times must differ');

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const proposeInterviewBodySchema = z
  .object({
    slots: interviewSlotsSchema,
    duration_minutes: z.number().int().min(INTERVIEW_DURATION_MIN).max(INTERVIEW_DURATION_MAX),
    kind: z.enum(INTERVIEW_KINDS),
    link: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    address: optionalText(300),
    message: optionalText(INTERVIEW_MESSAGE_MAX),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.kind === 'onsite' && !body.address) {
      context.addIssue({ code: 'custom', path: ['address'], message: 'An onsite interview needs an address' });
    }
  });
export type ProposeInterviewBody = z.infer<typeof proposeInterviewBodySchema>;

export const counterProposeBodySchema = z
  .object({ slots: interviewSlotsSchema, message: optionalText(INTERVIEW_MESSAGE_MAX) })
  .strict();
export type CounterProposeBody = z.infer<typeof counterProposeBodySchema>;

export const confirmInterviewBodySchema = z.object({ slot: z.iso.datetime({ offset: true }) }).strict();
export type ConfirmInterviewBody = z.infer<typeof confirmInterviewBodySchema>;

export const cancelInterviewBodySchema = z
  .object({ reason: z.string().trim().min(1, 'Say why').max(INTERVIEW_REASON_MAX) })
  .strict();
export type CancelInterviewBody = z.infer<typeof cancelInterviewBodySchema>;

export const interviewsQuerySchema = z
  .object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() })
  .strict();
export type InterviewsQuery = z.infer<typeof interviewsQuerySchema>;

export const interviewHistoryEntrySchema = z.object({
  status: z.enum(INTERVIEW_STATUSES),
  action: z.enum(INTERVIEW_ACTIONS),
  at: isoDateSchema,
  by: z.enum(['seeker', 'employer', 'system']),
  slots: z.array(isoDateSchema).optional(),
  starts_at: isoDateSchema.optional(),
  message: z.string().optional(),
  reason: z.string().optional(),
});
export type InterviewHistoryEntry = z.infer<typeof interviewHistoryEntrySchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(isoDateSchema),
  starts_at: isoDateSchema.nullable(),
  duration_minutes: z.number().int(),
  kind: z.enum(INTERVIEW_KINDS),
  link: z.string().nullable(),
  address: z.string().nullable(),
  /** The zone the times were proposed in (the proposer's). */
  time_zone: z.string(),
  history: z.array(interviewHistoryEntrySchema),
  /** Who proposed the current slots (the other side confirms). */
  proposed_by: z.enum(['seeker', 'employer']),
  /** The vacancy and the other side, for lists. */
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  candidate: z.object({ id: z.number().int(), name: z.string() }),
  /** The reader's own time zone (what their times are shown in). */
  viewer_time_zone: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** `time_zone`: the reader's own zone (what the apps show and take times in), even with no items. */
export const interviewListSchema = z.object({ items: z.array(interviewSchema), time_zone: z.string() });
export type InterviewList = z.infer<typeof interviewListSchema>;

const tags = ['interviews'];

export const interviewRoutes = {
  propose: defineRoute({
    method: 'POST',
    path: '/employer/applications/:id/interviews',
    summary: 'Propose 1–5 interview times for a candidate; the application moves to invited',
    tags,
    auth: ['employer'],
    status: 201,
    params: idParamsSchema,
    body: proposeInterviewBodySchema,
    response: interviewSchema,
  }),
  seekerList: defineRoute({
    method: 'GET',
    path: '/interviews',
    summary: "The seeker's interviews (proposed or starting within from–to)",
    tags,
    auth: ['seeker'],
    query: interviewsQuerySchema,
    response: interviewListSchema,
  }),
  employerList: defineRoute({
    method: 'GET',
    path: '/employer/interviews',
    summary: "The company's interviews (proposed or starting within from–to)",
    tags,
    auth: ['employer'],
    query: interviewsQuerySchema,
    response: interviewListSchema,
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/interviews/:id/confirm',
    // The contract names the seeker; the company confirms the seeker's counter-proposal the same way
    // (whoever did not propose the times confirms one: 409 for the proposer).
    summary: 'The side that did not propose confirms one of the times: scheduled, both get an .ics',
    tags,
    auth: ['seeker', 'employer'],
    params: idParamsSchema,
    body: confirmInterviewBodySchema,
    response: interviewSchema,
  }),
  counter: defineRoute({
    method: 'POST',
    path: '/interviews/:id/propose',
    summary: 'Either side proposes other times (a counter-proposal or a reschedule)',
    tags,
    auth: ['seeker', 'employer'],
    params: idParamsSchema,
    body: counterProposeBodySchema,
    response: interviewSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/interviews/:id/cancel',
    summary: 'Either side cancels, with a reason (an .ics METHOD:CANCEL when it was scheduled)',
    tags,
    auth: ['seeker', 'employer'],
    params: idParamsSchema,
    body: cancelInterviewBodySchema,
    response: interviewSchema,
  }),
} as const;
