/** A server's JSON answer, as a stubbed fetch returns it to the code under test. */
export function jsonAnswer(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}
