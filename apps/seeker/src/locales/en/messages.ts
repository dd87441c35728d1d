/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"AHZflp":["Chat"],"NKpCQa":["Chat · Jobs"],"SdMt5q":["Chats belong to your account."],"YQB149":["Sign in to read this chat"]}',
) as Messages;
