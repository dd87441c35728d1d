/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"AHZflp":["Чат"],"NKpCQa":["Чат · Jobs"],"SdMt5q":["Чаты привязаны к вашему аккаунту."],"YQB149":["Войдите, чтобы прочитать этот чат"]}',
) as Messages;
