/**
 * PostgreSQL NOTIFY channel on which API instances (and tools that revoke sessions or disable
 * users) announce session changes; payload `session:<id>` or `user:<id>`.
 */
export const SESSION_EVENTS_CHANNEL = 'jobs_session_events';

/**
 * PostgreSQL NOTIFY channel on which API instances (and anything else that creates or reads
 * notifications) announce whose unread notifications changed; payload `users:<id>,<id>,...`.
 * Each instance forgets what it knew about those users' unread notifications.
 */
export const NOTIFICATION_EVENTS_CHANNEL = 'jobs_notification_events';

/**
 * PostgreSQL NOTIFY channel on which API instances announce that a message was stored in a chat;
 * payload `<origin>;<chat id>`. Each instance drops the newest history page it keeps for that chat.
 */
export const CHAT_EVENTS_CHANNEL = 'jobs_chat_events';

/**
 * PostgreSQL NOTIFY channel of live delivery (GET /api/events): an instance that stored events
 * announces them (`<origin>;<json>`), and each instance hands them to the streams it holds.
 */
export const LIVE_EVENTS_CHANNEL = 'jobs_live_events';

/**
 * PostgreSQL NOTIFY channel on which the instance writing an assistant reply shares its typing
 * state and streamed draft (`{o, c: chat id, t: typing, d: draft, s: stored}`), so a history read
 * on any instance shows them.
 */
export const ASSISTANT_EVENTS_CHANNEL = 'jobs_assistant_events';
