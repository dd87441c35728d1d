/** An OpenAI-compatible chat-completions provider, streamed (`stream: true`, server-sent events). */

export type ProviderConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

export type ProviderMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * Reads one SSE stream of chat-completion chunks: every `data:` line carries a JSON chunk whose
 * `choices[0].delta.content` is the next piece of text, until `data: [DONE]`.
 */
export const parseSseLines = (buffer: string): { events: string[]; rest: string } => {
  const events: string[] = [];
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  for (const line of lines) {
    if (line.startsWith('data:')) events.push(line.slice(5).trim());
  }
  return { events, rest };
};

/**
 * Streams the provider's answer; `onDelta` gets the text so far after every piece. Resolves with
 * the whole text; rejects on an HTTP error, a malformed stream, an empty answer or the timeout
 * (the whole answer must arrive within `timeoutMs`).
 */
export const streamCompletion = async (
  config: ProviderConfig,
  messages: ProviderMessage[],
  onDelta?: (textSoFar: string) => void,
): Promise<string> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ProviderError('provider timed out')), config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new ProviderError(`provider answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    let text = '';
    let done = false;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      const parsed = parseSseLines(buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event === '[DONE]') {
          done = true;
          break;
        }
        let data: {
          choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
          error?: unknown;
        };
        try {
          data = JSON.parse(event) as typeof data;
        } catch {
          throw new ProviderError('provider sent a malformed event');
        }
        if (data.error) throw new ProviderError('provider reported an error');
        const piece = data.choices?.[0]?.delta?.content;
        if (piece) {
          text += piece;
          onDelta?.(text);
        }
        if (data.choices?.[0]?.finish_reason) done = true;
      }
      if (done) break;
    }
    if (!done) throw new ProviderError('provider stream ended early');
    if (text.trim() === '') throw new ProviderError('provider answered nothing');
    return text.trim();
  } catch (error) {
    if (controller.signal.aborted) throw new ProviderError('provider timed out');
    throw error instanceof ProviderError ? error : new ProviderError(`provider failed: ${String(error)}`);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
};

const LINK = /(?:https?:\/\/[^\s/()]+)?\/vacancies\/(\d{1,10})\b/g;

/** The vacancy ids the text links to. */
export const linkedVacancyIds = (text: string): number[] => [...text.matchAll(LINK)].map((match) => Number(match[1]));

/**
 * Keeps only links to the allowed vacancies: a markdown link to another id keeps its words, a
 * bare link to one goes.
 */
export const filterVacancyLinks = (text: string, allowed: ReadonlySet<number>): string =>
  text
    .replace(
      /\[([^\]]*)\]\(((?:https?:\/\/[^\s/()]+)?\/vacancies\/(\d{1,10}))\)/g,
      (whole, words: string, link: string, id: string) =>
        allowed.has(Number(id)) ? `${words} (${link.replace(/^https?:\/\/[^\s/()]+/, '')})` : words,
    )
    .replace(LINK, (whole, id: string) => (allowed.has(Number(id)) ? `/vacancies/${id}` : ''))
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
