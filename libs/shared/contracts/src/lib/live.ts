import { z } from 'zod';
import { applicationStatusSchema } from './application-status';
import { historyMessageSchema, notificationSchema } from './chat';
import { ROLES } from './constants';
import { defineRoute } from './route';

/** The kinds of events `GET /events` carries (api.md "Live delivery"). */
export const LIVE_EVENT_TYPES = ['message', 'notification', 'application', 'typing'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The request header a reconnecting client sends: the id of the last event it received. */
export const LAST_EVENT_ID_HEADER = 'last-event-id';
/** Ids of events are decimal strings of at most this many digits. */
export const LIVE_EVENT_ID_PATTERN = /^\d{1,18}$/;

/**
 * A message was stored in one of the caller's chats: `message` is it as the caller's history
 * returns it (`is_my` from the caller's side), so an open chat shows it without loading.
 */
export const liveMessageDataSchema = z.object({
  chat_id: z.number().int(),
  message_id: z.number().int(),
  message: historyMessageSchema.optional(),
});
/** An application's status changed (its note is in `chat_id`). */
export const liveApplicationDataSchema = z.object({
  chat_id: z.number().int().nullable(),
  status: applicationStatusSchema,
});
/** The assistant started (true) or stopped (false) writing its reply in the caller's assistant chat. */
export const liveTypingDataSchema = z.object({ chat_id: z.number().int(), typing: z.boolean() });

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('message'), data: liveMessageDataSchema }),
  z.object({ id: z.string(), type: z.literal('notification'), data: notificationSchema }),
  z.object({ id: z.string(), type: z.literal('application'), data: liveApplicationDataSchema }),
  z.object({ id: z.string(), type: z.literal('typing'), data: liveTypingDataSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** `GET /events` without `Accept: text/event-stream`: what the stream would replay, as one JSON page. */
export const liveEventsPageSchema = z.object({ events: z.array(liveEventSchema) });
export type LiveEventsPage = z.infer<typeof liveEventsPageSchema>;

export const liveRoutes = {
  events: defineRoute({
    method: 'GET',
    path: '/events',
    summary:
      'Server-Sent Events for the caller (Accept: text/event-stream): message, notification, application and ' +
      'typing events, each with an id; Last-Event-ID replays what was missed (10 minutes at least). Without ' +
      'the Accept header: the events after Last-Event-ID as JSON.',
    tags: ['live'],
    auth: ROLES,
    response: liveEventsPageSchema,
  }),
};
