/**
 * PostgreSQL NOTIFY channel on which API instances (and tools that revoke sessions or disable
 * users) announce session changes; payload `session:<id>` or `user:<id>`.
 */
export const SESSION_EVENTS_CHANNEL = 'jobs_session_events';
