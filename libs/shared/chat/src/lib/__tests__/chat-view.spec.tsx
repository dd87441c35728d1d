import { chatRoutes, sendMessageBodySchema, type SendMessageBody } from '@jobs/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ChatList } from '../components/chat-list';
import { ASSISTANT_DRAFT_LABEL, ChatView } from '../components/chat-view';
import { currentChatIdAtom, loadChatsAtom } from '../store/chat-store';
import {
  aChat,
  aMessage,
  deferred,
  handle,
  newestFirst,
  renderWithChatStore,
  server,
  setupMswServer,
} from './chat-test-kit';

setupMswServer();

const messageItems = () => within(screen.getByRole('region', { name: 'Message history' })).queryAllByRole('listitem');

const serveLatest = (messages = newestFirst(1, 3), hasMore = false) =>
  server.use(handle(chatRoutes.history, () => HttpResponse.json({ message: messages, has_more: hasMore })));

const sendAnswer = (bodies: SendMessageBody[], chatId = 7) =>
  handle(chatRoutes.send, async ({ request }) => {
    const body = sendMessageBodySchema.parse(await request.json());
    bodies.push(body);
    return HttpResponse.json({
      id: 1000 + bodies.length,
      text: body.message,
      createdAt: '2024-05-01T10:00:00.000Z',
      chat_id: chatId,
    });
  });

describe('ChatView history', () => {
  it('shows messages oldest first with their time', async () => {
    serveLatest([aMessage(2, { text: 'Second' }), aMessage(1, { text: 'First' })]);
    renderWithChatStore(<ChatView chatId={7} />);

    await screen.findByText('Second');
    const items = messageItems();
    expect(items.map((item) => item.querySelector('p')?.textContent?.replace('You: ', ''))).toEqual([
      'First',
      'Second',
    ]);
    for (const item of items) expect(within(item).getByText(/^\d{2}:\d{2}$/).tagName).toBe('TIME');
  });

  it('renders HTML in a message as text', async () => {
    serveLatest([aMessage(1, { text: '<img src=x onerror="alert(1)"><b>bold</b>' })]);
    const { container } = renderWithChatStore(<ChatView chatId={7} />);

    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('links the vacancy a message is about, or renders it with renderVacancy', async () => {
    serveLatest([aMessage(2, { vacancy_id: 12 }), aMessage(1, { vacancy_id: null })]);
    const { unmount } = renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByRole('link', { name: 'Vacancy #12' })).toHaveAttribute('href', '/vacancies/12');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();

    renderWithChatStore(<ChatView chatId={7} renderVacancy={(id) => <span>Frontend developer #{id}</span>} />);
    expect(await screen.findByText('Frontend developer #12')).toBeInTheDocument();
  });

  it('names the vacancy by the title the message carries, and passes it to renderVacancy', async () => {
    serveLatest([aMessage(1, { vacancy_id: 12, vacancy_title: 'Frontend developer' })]);
    const { unmount } = renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByRole('link', { name: 'Frontend developer' })).toHaveAttribute('href', '/vacancies/12');
    unmount();

    renderWithChatStore(<ChatView chatId={7} renderVacancy={(id, title) => <span>{`${title} (#${id})`}</span>} />);
    expect(await screen.findByText('Frontend developer (#12)')).toBeInTheDocument();
  });

  it('shows a status change as a centred system line between the people’s messages, not as a bubble', async () => {
    serveLatest([
      aMessage(3, { text: 'See you on Monday', author_kind: 'seeker', is_my: true }),
      aMessage(2, {
        text: 'Status: invited to an interview',
        author_kind: 'system',
        vacancy_id: 12,
        vacancy_title: 'Frontend developer',
      }),
      aMessage(1, { text: 'We liked your résumé', author_kind: 'company' }),
    ]);
    renderWithChatStore(<ChatView chatId={7} />);

    const system = (await screen.findByText('Status: invited to an interview')).closest('li');
    expect(system).toHaveAttribute('data-author', 'system');
    // Read as a status update, with the vacancy and the time, and no author or "You:".
    expect(system).toHaveTextContent(
      /^Status update: Status: invited to an interview.*Frontend developer · \d{2}:\d{2}$/,
    );
    expect(within(system as HTMLElement).getByRole('link', { name: 'Frontend developer' })).toBeInTheDocument();
    const items = messageItems();
    expect(items.map((item) => item.getAttribute('data-author'))).toEqual([null, 'system', null]);
    // Not a bubble: none of the message classes the people's messages have.
    expect(system?.className).not.toBe(items[0]?.className);
    expect(system?.className).not.toBe(items[2]?.className);
  });

  it('says who wrote a platform message', async () => {
    serveLatest([aMessage(1, { author_kind: 'platform', author_name: 'Acme Corp' })]);
    renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByText('Platform on behalf of Acme Corp')).toBeInTheDocument();
  });

  it('loads earlier messages with the button', async () => {
    server.use(
      handle(chatRoutes.history, ({ request }) =>
        new URL(request.url).searchParams.get('older_than_id') === '21'
          ? HttpResponse.json({ message: newestFirst(1, 20), has_more: false })
          : HttpResponse.json({ message: newestFirst(21, 40), has_more: true }),
      ),
    );
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 40');

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));

    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(messageItems()).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('loads earlier messages when scrolled to the top', async () => {
    const requested: (string | null)[] = [];
    server.use(
      handle(chatRoutes.history, ({ request }) => {
        const olderThanId = new URL(request.url).searchParams.get('older_than_id');
        requested.push(olderThanId);
        return olderThanId
          ? HttpResponse.json({ message: newestFirst(1, 20), has_more: false })
          : HttpResponse.json({ message: newestFirst(21, 40), has_more: true });
      }),
    );
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 40');
    const history = screen.getByRole('region', { name: 'Message history' });

    fireEvent.scroll(history, { target: { scrollTop: 500 } });
    expect(requested).toEqual([null]);
    fireEvent.scroll(history, { target: { scrollTop: 0 } });

    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(requested).toEqual([null, '21']);
  });

  it('shows a loading state, then an empty state', async () => {
    const gate = deferred();
    server.use(
      handle(chatRoutes.history, async () => {
        await gate.promise;
        return HttpResponse.json({ message: [], has_more: false });
      }),
    );
    renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading messages…');
    gate.release();
    expect(await screen.findByText('No messages yet. Write the first one.')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      handle(chatRoutes.history, () =>
        fail
          ? HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })
          : HttpResponse.json({ message: newestFirst(1, 1), has_more: false }),
      ),
    );
    renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load chat history');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
  });

  it('shows the chat title from the list', async () => {
    serveLatest();
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 7, title: 'Acme Corp' })])));
    renderWithChatStore(
      <>
        <ChatList getChatHref={(chat) => `/chat/${chat.id}`} />
        <ChatView chatId={7} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
  });

  it('announces new messages politely', async () => {
    serveLatest();
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 3');
    const log = screen.getByRole('region', { name: 'Message history' }).querySelector('ol');
    expect(log).toHaveAttribute('aria-live', 'polite');
  });
});

describe('ChatView composer', () => {
  it('sends with Enter, keeps Shift+Enter as a newline, and shows the message at once', async () => {
    serveLatest([aMessage(1, { vacancy_id: 12 })]);
    const bodies: SendMessageBody[] = [];
    const gate = deferred();
    server.use(
      handle(chatRoutes.send, async ({ request }) => {
        bodies.push(sendMessageBodySchema.parse(await request.json()));
        await gate.promise;
        return HttpResponse.json({
          id: 500,
          text: 'Line one\nLine two',
          createdAt: '2024-05-01T10:00:00.000Z',
          chat_id: 7,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 1');
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('');
    expect(messageItems().at(-1)).toHaveAttribute('data-status', 'sending');
    expect(messageItems().at(-1)).toHaveTextContent('Sending…');
    await waitFor(() => expect(bodies).toHaveLength(1));
    // With no selector, a reply is about the vacancy the conversation is about.
    expect(bodies[0]).toMatchObject({ message: 'Line one\nLine two', vacancy_id: 12 });
    gate.release();
    await waitFor(() => expect(messageItems().at(-1)).toHaveAttribute('data-status', 'sent'));
    expect(messageItems().at(-1)).toHaveTextContent('Line one');
  });

  it('limits the message to 4000 characters and shows the count', async () => {
    serveLatest();
    renderWithChatStore(<ChatView chatId={7} />);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('maxLength', '4000');
    expect(box).toHaveAccessibleDescription('0 / 4000 characters');
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(box).toHaveAccessibleDescription('5 / 4000 characters');
  });

  it('does not send an empty message', async () => {
    serveLatest();
    const bodies: SendMessageBody[] = [];
    server.use(sendAnswer(bodies));
    renderWithChatStore(<ChatView chatId={7} />);
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(bodies).toEqual([]);
  });

  it('sends about the vacancy chosen in the selector', async () => {
    serveLatest();
    const bodies: SendMessageBody[] = [];
    server.use(sendAnswer(bodies));
    const user = userEvent.setup();
    renderWithChatStore(
      <ChatView
        chatId={7}
        vacancyOptions={[
          { id: 5, title: 'Frontend developer' },
          { id: 6, title: 'QA engineer' },
        ]}
      />,
    );
    await screen.findByText('Message 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vacancy' }), 'QA engineer');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'About QA');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ message: 'About QA', vacancy_id: 6 })]));
  });

  it('marks a failed message and resends it with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveLatest();
    const bodies: SendMessageBody[] = [];
    let fail = true;
    server.use(
      handle(chatRoutes.send, async ({ request }) => {
        const body = sendMessageBodySchema.parse(await request.json());
        bodies.push(body);
        return fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })
          : HttpResponse.json({ id: 55, text: body.message, createdAt: '2024-05-01T10:00:00.000Z', chat_id: 7 });
      }),
    );
    const user = userEvent.setup();
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 3');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you hiring?{Enter}');

    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument());
    expect(messageItems().at(-1)).toHaveAttribute('data-status', 'sent');
    expect(bodies).toHaveLength(2);
    expect(bodies[1].client_message_id).toBe(bodies[0].client_message_id);
  });

  it('says when to send again after a 429 (issue 31, item 3)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveLatest();
    server.use(
      handle(chatRoutes.send, () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many attempts: try again later' } },
          { status: 429, headers: { 'retry-after': '17' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 3');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello again{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Wait 17 s');
    expect(screen.getByText('Not sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('closes the composer of a chat whose seeker deleted the account (issue 30, item 15)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveLatest();
    server.use(
      handle(chatRoutes.send, () =>
        HttpResponse.json(
          {
            error: {
              code: 'CONFLICT',
              message: 'This chat is closed',
              details: [{ field: 'params.id', code: 'chat_closed', message: 'closed' }],
            },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithChatStore(<ChatView chatId={7} />);
    await screen.findByText('Message 3');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This person deleted their account');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('shows a company chat with a deleted user closed from the start', async () => {
    serveLatest();
    server.use(
      handle(chatRoutes.list, () =>
        HttpResponse.json([aChat({ id: 7, title: 'Удалённый пользователь', company_id: 3 })]),
      ),
    );
    renderWithChatStore(
      <>
        <ChatList getChatHref={(chat) => `/chat/${chat.id}`} />
        <ChatView chatId={7} />
      </>,
    );
    expect(await screen.findByText(/This person deleted their account/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('tells the app when a send moved the conversation to a new chat', async () => {
    serveLatest();
    const bodies: SendMessageBody[] = [];
    server.use(sendAnswer(bodies, 99));
    const onChatSwitch = vi.fn();
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 99 })])));
    const user = userEvent.setup();
    renderWithChatStore(<ChatView chatId={3} onChatSwitch={onChatSwitch} />);
    await screen.findByText('Message 3');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Find me a job{Enter}');

    await waitFor(() => expect(onChatSwitch).toHaveBeenCalledWith(99));
  });

  it('shows the assistant typing while its reply is on the way, then the reply with its vacancy links', async () => {
    const question = aMessage(1, { text: 'Find me a job', is_my: true, author_kind: 'seeker' });
    const answer = aMessage(2, { text: '1. React developer\n   /vacancies/42', author_kind: 'assistant' });
    let typing = true;
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json(
          typing
            ? { message: [question], has_more: false, assistant_typing: true }
            : { message: [answer, question], has_more: false, assistant_typing: false },
        ),
      ),
    );
    renderWithChatStore(<ChatView chatId={7} />);

    expect(await screen.findByText('Assistant is typing…')).toHaveAttribute('role', 'status');
    typing = false;
    const link = await screen.findByRole('link', { name: '/vacancies/42' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/vacancies/42');
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();
  });

  it('shows the assistant’s vacancy links with their titles; only same-origin paths become links', async () => {
    const text = [
      '1. [Frontend developer (React)](/vacancies/42) — Demo Company',
      '2. [Phishing](https://evil.example/x) and [Sneaky](//evil.example/y) and [Slash](/\\evil.example)',
      'Or <b>not bold</b> /vacancies/43',
    ].join('\n');
    serveLatest([aMessage(1, { text, author_kind: 'assistant' })]);
    renderWithChatStore(<ChatView chatId={7} />);
    const link = await screen.findByRole('link', { name: 'Frontend developer (React)' });
    expect(link).toHaveAttribute('href', '/vacancies/42');
    expect(screen.getByRole('link', { name: '/vacancies/43' })).toHaveAttribute('href', '/vacancies/43');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    // The rest is text as written: no HTML, no foreign links.
    expect(screen.getByText(/\[Phishing\]\(https:\/\/evil\.example\/x\)/)).toBeInTheDocument();
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
  });

  it('shows the streamed reply as it grows, as text, until the stored message replaces it', async () => {
    const question = aMessage(1, { text: 'Find me a job', is_my: true, author_kind: 'seeker' });
    const final = 'Found: React developer /vacancies/42. Good luck!';
    const answer = aMessage(2, { text: final, author_kind: 'assistant' });
    const pages = [
      { message: [question], has_more: false, assistant_typing: true },
      { message: [question], has_more: false, assistant_typing: true, assistant_draft: 'Found: React' },
      {
        message: [question],
        has_more: false,
        assistant_typing: true,
        assistant_draft: 'Found: React developer /vacancies/42',
      },
      { message: [answer, question], has_more: false, assistant_typing: false },
    ];
    let stage = 0;
    server.use(handle(chatRoutes.history, () => HttpResponse.json(pages[stage])));
    renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByText('Assistant is typing…')).toBeInTheDocument();
    expect(screen.queryByText(ASSISTANT_DRAFT_LABEL)).not.toBeInTheDocument();

    stage = 1;
    const draft = await screen.findByText('Found: React', {}, { timeout: 3000 });
    // Announced politely as it grows; not a message of the history; the typing indicator stays.
    expect(draft.closest('[aria-live="polite"]')).toHaveTextContent(`${ASSISTANT_DRAFT_LABEL}Found: React`);
    expect(draft.closest('ol')).toBeNull();
    expect(messageItems()).toHaveLength(1);
    expect(screen.getByText('Assistant is typing…')).toHaveAttribute('role', 'status');

    stage = 2;
    // Rendered as text: a link only once the message is stored.
    expect(await screen.findByText('Found: React developer /vacancies/42', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '/vacancies/42' })).not.toBeInTheDocument();

    stage = 3;
    expect(await screen.findByRole('link', { name: '/vacancies/42' }, { timeout: 3000 })).toBeInTheDocument();
    // The stored message, once: the draft and the typing indicator are gone in the same update.
    expect(screen.queryByText(ASSISTANT_DRAFT_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByText('Found: React developer /vacancies/42')).not.toBeInTheDocument();
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();
    expect(messageItems()).toHaveLength(2);
    expect(messageItems()[1]).toHaveTextContent(final);
  });

  it('drops the draft when the server does (the provider failed) and shows the fallback answer', async () => {
    const question = aMessage(1, { text: 'Find me a job', is_my: true, author_kind: 'seeker' });
    const fallback = aMessage(2, { text: 'Found 1 vacancy', author_kind: 'assistant' });
    const pages = [
      { message: [question], has_more: false, assistant_typing: true, assistant_draft: 'Let me think' },
      { message: [question], has_more: false, assistant_typing: true },
      { message: [fallback, question], has_more: false, assistant_typing: false },
    ];
    let stage = 0;
    server.use(handle(chatRoutes.history, () => HttpResponse.json(pages[stage])));
    renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByText('Let me think')).toBeInTheDocument();

    stage = 1;
    await waitFor(() => expect(screen.queryByText('Let me think')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Assistant is typing…')).toBeInTheDocument();

    stage = 2;
    expect(await screen.findByText('Found 1 vacancy', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();
  });

  it('shows no draft once the assistant no longer types', async () => {
    const question = aMessage(1, { text: 'Find me a job', is_my: true, author_kind: 'seeker' });
    server.use(
      handle(chatRoutes.history, () =>
        HttpResponse.json({ message: [question], has_more: false, assistant_typing: false, assistant_draft: 'Stale' }),
      ),
    );
    renderWithChatStore(<ChatView chatId={7} />);
    expect(await screen.findByText('Find me a job')).toBeInTheDocument();
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
  });

  it('shows the assistant typing as soon as a message to an assistant chat is sent', async () => {
    serveLatest([aMessage(1, { text: 'Hi', author_kind: 'assistant' })]);
    server.use(handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 7, template_id: 2, company_id: null })])));
    const bodies: SendMessageBody[] = [];
    server.use(sendAnswer(bodies, 7));
    const user = userEvent.setup();
    const { store } = renderWithChatStore(<ChatView chatId={7} />);
    await act(async () => {
      await store.set(loadChatsAtom);
    });
    await screen.findByText('Hi');
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Find me a job{Enter}');

    expect(await screen.findByText('Assistant is typing…')).toBeInTheDocument();
  });

  it('shows the composer note and reads it as the message box description', async () => {
    serveLatest();
    renderWithChatStore(<ChatView chatId={7} composerNote="Replying as the platform on behalf of Acme." />);

    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveAccessibleDescription('Replying as the platform on behalf of Acme. 0 / 4000 characters');
    expect(box.closest('form')).toHaveTextContent('Replying as the platform on behalf of Acme.');
  });

  it('follows defaultVacancyId in the selector when it changes later, until the user picks one', async () => {
    serveLatest();
    const bodies: SendMessageBody[] = [];
    server.use(sendAnswer(bodies));
    const options = [
      { id: 5, title: 'Frontend developer' },
      { id: 6, title: 'QA engineer' },
    ];
    const user = userEvent.setup();
    const { rerender } = renderWithChatStore(<ChatView chatId={7} vacancyOptions={options} />);
    const select = await screen.findByRole('combobox', { name: 'Vacancy' });
    expect(select).toHaveValue('0');

    rerender(<ChatView chatId={7} vacancyOptions={options} defaultVacancyId={5} />);
    expect(select).toHaveValue('5');

    await user.selectOptions(select, 'QA engineer');
    rerender(<ChatView chatId={7} vacancyOptions={options} defaultVacancyId={5} />);
    rerender(<ChatView chatId={7} vacancyOptions={options} defaultVacancyId={0} />);
    expect(select).toHaveValue('6');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'About QA{Enter}');
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ vacancy_id: 6 })]));
  });
});

describe('ChatView lifetime', () => {
  it('closes the chat when unmounted, so a list reload keeps its unread count from the server', async () => {
    serveLatest();
    let unread = 0;
    server.use(
      handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 7, title: 'Acme Corp', unread_count: unread })])),
    );
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <ChatList getChatHref={(chat) => `/chat/${chat.id}`} />
          {open && <ChatView chatId={7} />}
        </>
      );
    }
    const { rerender, store } = renderWithChatStore(<Page open />);
    await screen.findByText('Message 3');

    rerender(<Page open={false} />);
    unread = 2;
    await act(async () => {
      await store.set(loadChatsAtom);
    });

    expect(screen.getByRole('link', { name: /Acme Corp/ })).toHaveTextContent('2 unread messages');
    expect(store.get(currentChatIdAtom)).toBeNull();
  });

  it('keeps zeroing the open chat’s count on a list reload while it is shown', async () => {
    serveLatest();
    server.use(
      handle(chatRoutes.list, () => HttpResponse.json([aChat({ id: 7, title: 'Acme Corp', unread_count: 2 })])),
    );
    const { store } = renderWithChatStore(
      <>
        <ChatList getChatHref={(chat) => `/chat/${chat.id}`} />
        <ChatView chatId={7} />
      </>,
    );
    await screen.findByText('Message 3');
    await act(async () => {
      await store.set(loadChatsAtom);
    });
    expect(screen.getByRole('link', { name: /Acme Corp/ })).not.toHaveTextContent('unread');
  });
});
