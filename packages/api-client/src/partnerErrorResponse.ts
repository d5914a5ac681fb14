/**
 * A failure in the Partner API's own error shape, so a browser client reads a refusal from the
 * proxy (or the sandbox) exactly as it reads one from the API.
 */
export function partnerErrorResponse(
  status: number,
  message: string,
  init: {
    data?: Record<string, unknown> | string | null;
    code?: number | string;
    headers?: HeadersInit;
  } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  headers.set('Cache-Control', 'no-store');
  return new Response(
    JSON.stringify({
      success: false,
      code: init.code ?? status,
      locale: 'en',
      message,
      data: init.data ?? null,
    }),
    { status, headers },
  );
}
