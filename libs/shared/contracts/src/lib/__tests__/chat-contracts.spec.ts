import {
  chatRoutes,
  idSchema,
  MESSAGE_MAX_LENGTH,
  notificationsQuerySchema,
  readNotificationsBodySchema,
  sendMessageBodySchema,
  vacancyRoutes,
} from '../../index';

describe('chat contracts', () => {
  it('trims a message and refuses one that is blank or longer than 4,000 characters', () => {
    expect(sendMessageBodySchema.parse({ message: '  hi  ', vacancy_id: 0 }).message).toBe('hi');
    expect(sendMessageBodySchema.safeParse({ message: ' \n ', vacancy_id: 0 }).success).toBe(false);
    expect(sendMessageBodySchema.safeParse({ message: 'x'.repeat(MESSAGE_MAX_LENGTH), vacancy_id: 0 }).success).toBe(
      true,
    );
    expect(
      sendMessageBodySchema.safeParse({ message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1), vacancy_id: 0 }).success,
    ).toBe(false);
  });

  it('takes user_opened_site as whole milliseconds only', () => {
    expect(notificationsQuerySchema.parse({ user_opened_site: '1700000000000' }).user_opened_site).toBe(1700000000000);
    expect(notificationsQuerySchema.parse({ user_opened_site: 1700000000000 }).user_opened_site).toBe(1700000000000);
    for (const bad of ['', 'soon', '-1', '1.5', '1e12', '9999999999999999']) {
      expect(notificationsQuerySchema.safeParse({ user_opened_site: bad }).success, bad).toBe(false);
    }
  });

  it('keeps ids within the database integer range', () => {
    expect(idSchema.safeParse('2147483647').success).toBe(true);
    expect(idSchema.safeParse('2147483648').success).toBe(false);
    expect(readNotificationsBodySchema.safeParse({ notification_ids: [2147483648] }).success).toBe(false);
  });

  it('describes the chat and vacancy routes', () => {
    expect(chatRoutes.notifies.path).toBe('/chat/notifies');
    expect(chatRoutes.companyChat.auth).toEqual(['seeker']);
    expect(vacancyRoutes.get).toMatchObject({ method: 'GET', path: '/vacancies/:id', auth: 'public' });
  });
});
