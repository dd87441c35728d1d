import { createFakeApi } from '../create-fake-api';

const BASE = 'http://api.test/api';
const chatSend = { method: 'POST', path: '/chat/:chatId/send' };

describe('createFakeApi', () => {
  it('answers a route with its handler result as 200 JSON and passes the path params and body', async () => {
    const api = createFakeApi(BASE).on(chatSend, ({ params, body }) => ({ params, body }));

    const response = await api.fetch(
      new Request(`${BASE}/chat/5/send`, { method: 'POST', body: JSON.stringify({ text: 'Hi' }) }),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ params: { chatId: '5' }, body: { text: 'Hi' } });
  });

  it('sends a handler Response as is when the handler returns one', async () => {
    const api = createFakeApi(BASE).on(chatSend, () => new Response(null, { status: 204 }));

    const response = await api.fetch(new Request(`${BASE}/chat/5/send`, { method: 'POST' }));

    expect(response.status).toBe(204);
  });

  it('lets the route added last win when two routes match', async () => {
    const api = createFakeApi(BASE)
      .on(chatSend, () => 'first')
      .on(chatSend, () => 'second');

    const response = await api.fetch(new Request(`${BASE}/chat/5/send`, { method: 'POST' }));

    expect(await response.json()).toBe('second');
  });

  it('answers 404 in the error envelope when no route matches', async () => {
    const api = createFakeApi(BASE).on(chatSend, () => 'sent');

    const response = await api.fetch(new Request(`${BASE}/chat/5/send`));

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'test' },
    });
  });

  it('records every call with its query when requests are made', async () => {
    const api = createFakeApi(BASE);

    await api.fetch(new Request(`${BASE}/chat/list?page=2`));
    await api.fetch(new Request(`${BASE}/chat/7/send`, { method: 'POST', body: '{"text":"x"}' }));

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /chat/list', 'POST /chat/7/send']);
    expect(api.calls[0]?.query.get('page')).toBe('2');
    expect(api.callsTo('POST', /^\/chat\/\d+\/send$/)).toHaveLength(1);
    expect(api.callsTo('GET', '/chat/list')).toHaveLength(1);
  });
});
