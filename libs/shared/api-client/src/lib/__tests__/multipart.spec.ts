// @vitest-environment node
// Node's own FormData, File and fetch, as a browser has its own: under jsdom, vitest rebuilds a
// jsdom FormData for Node's fetch, and on Node 24 its file parts arrive empty and named "blob".
import { defineRoute } from '@jobs/contracts';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { createApiClient } from '../../index';
import { API_BASE, handle, server, useMswServer } from './test-server';

const uploadRoute = defineRoute({
  method: 'POST',
  path: '/uploads',
  summary: 'test',
  tags: ['test'],
  auth: ['seeker'],
  body: z.instanceof(FormData),
  response: z.object({ url: z.string() }),
});

describe('createApiClient: multipart bodies', () => {
  useMswServer();

  it('sends FormData without a JSON content type when the body is not JSON', async () => {
    let received: { contentType: string | null; name?: string; content?: string } | undefined;
    server.use(
      handle(uploadRoute, async ({ request }) => {
        const contentType = request.headers.get('content-type');
        const file = (await request.formData()).get('file');
        received = {
          contentType,
          name: file instanceof File ? file.name : undefined,
          content: file instanceof File ? await file.text() : undefined,
        };
        return HttpResponse.json({ url: '/uploads/a.png' });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['png'], 'a.png', { type: 'image/png' }));
    const client = createApiClient({ audience: 'seeker', baseUrl: API_BASE, retryDelayMs: 0 });
    await expect(client.call(uploadRoute, { body: form })).resolves.toEqual({ url: '/uploads/a.png' });
    expect(received).toEqual({
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      name: 'a.png',
      content: 'png',
    });
  });
});
