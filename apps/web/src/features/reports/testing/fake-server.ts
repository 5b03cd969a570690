import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Fakes the server at the fetch level: `answer(method, url, body)` returns a Response or a
 * value sent as JSON; undefined is a 404. Returns the requests, in the order they were sent.
 */
export function fakeServer(
  answer: (method: string, url: string, body: unknown) => unknown,
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    const reply = await answer(method, url, body);
    if (reply instanceof Response) return reply;
    if (reply === undefined) return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    return json(reply);
  });
  return sent;
}
