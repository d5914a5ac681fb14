// What a partner's proxy does with `humanCheck.verify`, in the stories' service worker: a write on
// `path` without a token the sandbox's verifier passes is refused as the proxy refuses it; one
// with such a token goes on to the sandbox.
import { HUMAN_TOKEN_HEADER } from '@unistay/api-client';
import { sandboxHumanVerifier } from '@unistay/sandbox';
import { HttpResponse, http } from 'msw';

export function proxyWithHumanCheck(path: string) {
  const verify = sandboxHumanVerifier();
  return http.post(path, async ({ request }) => {
    const token = request.headers.get(HUMAN_TOKEN_HEADER);
    if (token && (await verify(token, request))) return undefined;
    const code = token ? 'human_check_failed' : 'human_check_required';
    return HttpResponse.json(
      { success: false, code, locale: 'en', message: 'Refused by the human check.', data: null },
      { status: 403 },
    );
  });
}
