import { chatRoutes } from '@jobs/contracts';
import { activateLocale, i18n } from '@jobs/i18n';
import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ChatList } from '../components/chat-list';
import { ChatView } from '../components/chat-view';
import { aChat, aMessage, handle, renderWithChatStore, server, setupMswServer } from './chat-test-kit';

setupMswServer();

const inRussian = (ui: React.ReactElement) => renderWithChatStore(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('chat in Russian', () => {
  beforeAll(() => activateLocale('ru'));
  afterAll(() => activateLocale('en'));

  it('shows the empty chat and the composer in Russian', async () => {
    server.use(handle(chatRoutes.history, () => HttpResponse.json({ message: [], has_more: false })));
    inRussian(<ChatView chatId={7} title="Acme" vacancyOptions={[{ id: 3, title: 'Frontend' }]} />);

    expect(await screen.findByText('Сообщений пока нет. Напишите первое.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'История сообщений' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    expect(box).toHaveAccessibleDescription('0 / 4\u00a0000 символов');
    expect(screen.getByRole('combobox', { name: 'Вакансия' })).toHaveDisplayValue('Без конкретной вакансии');
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();
    await userEvent.type(box, 'Привет');
    expect(box).toHaveAccessibleDescription('6 / 4\u00a0000 символов');
    expect(send).toBeEnabled();
  });

  it('names the platform and the vacancy of a message, and offers earlier messages, in Russian', async () => {
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json({
          message: [aMessage(2, { author_kind: 'platform', author_name: 'Acme', vacancy_id: 12 })],
          has_more: true,
        }),
      ),
    );
    inRussian(<ChatView chatId={7} />);

    expect(await screen.findByText('Платформа от имени Acme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вакансия №12' })).toHaveAttribute('href', '/vacancies/12');
    expect(screen.getByText('По вакансии:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Загрузить более ранние сообщения' })).toBeInTheDocument();
    // The message time stays ru-RU HH:MM whatever the language (spec).
    expect(screen.getByText(/^\d{2}:\d{2}$/).tagName).toBe('TIME');
  });

  it('reads the unread count and the date of an older chat in Russian', async () => {
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([
          aChat({ id: 2, title: 'Boris', unread_count: 3, lastMessageCreatedAt: '2024-05-03T10:00:00.000Z' }),
        ]),
      ),
    );
    inRussian(<ChatList getChatHref={(chat) => `/chat/${chat.id}`} showActivity />);

    const boris = await screen.findByRole('link', { name: /Boris/ });
    expect(within(boris).getByText('3 непрочитанных сообщения')).toBeInTheDocument();
    expect(within(boris).getByText('03.05.24')).toHaveAttribute('dateTime', '2024-05-03T10:00:00.000Z');
    expect(screen.getByRole('heading', { name: 'Чаты' })).toBeInTheDocument();
  });
});
