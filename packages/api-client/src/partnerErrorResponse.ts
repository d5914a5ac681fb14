/** What a failure in the API's error shape may say besides its status and message. */
export interface PartnerErrorDetails {
  data?: Record<string, unknown> | string | null;
  code?: number | string;
}

/** The body of a failure in the Partner API's own error shape, as JSON. */
export function partnerErrorJson(
  status: number,
  message: string,
  { data, code }: PartnerErrorDetails = {},
): string {
  return JSON.stringify({
    success: false,
    code: code ?? status,
    locale: 'en',
    message,
    data: data ?? null,
  });
}

/**
 * A failure in the Partner API's own error shape, so a browser client reads a refusal from the
 * proxy (or the sandbox) exactly as it reads one from the API.
 */
export function partnerErrorResponse(
  status: number,
  message: string,
  init: PartnerErrorDetails & { headers?: HeadersInit } = {},
): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  headers.set('Cache-Control', 'no-store');
  return new Response(partnerErrorJson(status, message, init), { status, headers });
}
