import { onPostgres, useOtherInstance, useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  employer,
  ok,
  openCompanyChat,
  present,
  say,
  seeker,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';

// Several API instances need PostgreSQL (the embedded database is one process).
describe.skipIf(!onPostgres)('notification state between API instances (PostgreSQL)', () => {
  const ctx = useTestApp({ NOTIFICATION_STATE_TTL_SECONDS: '3600' });
  const otherInstance = useOtherInstance(ctx);

  it('shows a notification created on one instance in the next poll on another', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const openedAt = Date.now();
    // The other instance knows the seeker has nothing unread (and would answer from memory).
    expect(ok<NotificationDto[]>(await api(otherInstance()).notifies(ann, openedAt))).toEqual([]);

    ok(await api(ctx.app).send(bob, chatId, say('from instance one')));
    await vi.waitFor(
      async () => {
        const notes = ok<NotificationDto[]>(await api(otherInstance()).notifies(ann, openedAt));
        expect(notes.map((n) => n.text)).toEqual(['from instance one']);
      },
      { timeout: 5000, interval: 50 },
    );

    // Read on the first instance: the other one stops returning it.
    const [note] = ok<NotificationDto[]>(await api(ctx.app).notifies(ann, openedAt));
    ok(await api(ctx.app).read(ann, [present(note).id]));
    await vi.waitFor(
      async () => expect(ok<NotificationDto[]>(await api(otherInstance()).notifies(ann, openedAt))).toEqual([]),
      {
        timeout: 5000,
        interval: 50,
      },
    );
  });
});
