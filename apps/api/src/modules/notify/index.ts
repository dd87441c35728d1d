// What happens to people, written once: the notifications of a chat message (a step of the send's
// one statement), of a moderation result for a company's employers and of a saved-search alert,
// each in the caller's transaction. A module of statements and helpers: no routes, no jobs.
export { notifyCompanyEmployers } from './notify-employers';
export {
  insertNotifications,
  messageNotifications,
  recipientsOf,
  type NotificationAudience,
  type NotificationText,
  type NotifyPlan,
} from './notify.repository';
