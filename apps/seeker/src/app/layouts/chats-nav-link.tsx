import { useUnreadCount } from '@jobs/chat';
import { NavLink } from 'react-router-dom';
import styles from './chats-nav-link.module.css';

export const unreadMessagesLabel = (count: number): string =>
  count === 1 ? '1 unread message' : `${count} unread messages`;

/** The header's link to the chats, with the unread total as a badge. */
export function ChatsNavLink() {
  const unread = useUnreadCount();
  return (
    <NavLink to="/chat" className={styles.link}>
      Chats
      {unread > 0 && (
        <span className={styles.badge}>
          <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          <span className="ui-visually-hidden">, {unreadMessagesLabel(unread)}</span>
        </span>
      )}
    </NavLink>
  );
}
