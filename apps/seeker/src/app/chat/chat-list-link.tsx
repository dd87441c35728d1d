import type { ChatLinkRenderProps } from '@jobs/chat';
import { Link } from 'react-router';

/** ChatList's links as router links (no full page load). */
export const renderChatListLink = ({ href, children, ...props }: ChatLinkRenderProps) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
