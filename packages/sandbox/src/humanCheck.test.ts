import { HUMAN_TOKEN_HEADER } from '@unistay/api-client/server';
import { describe, expect, it } from 'vitest';
import { humanCheckedSandbox } from '../../../test/humanCheckedSandbox.js';
import { sandboxHumanToken, sandboxHumanVerifier } from './humanCheck.js';

describe('the sandbox human check', () => {
  it('passes a pass token once, refuses a fail token, a reused one and any other', async () => {
    const verify = sandboxHumanVerifier();
    const request = new Request('https://partner.test/api/enquiries/general');
    const pass = sandboxHumanToken('pass');
    expect(await verify(pass, request)).toBe(true);
    expect(await verify(pass, request)).toBe(false);
    expect(await verify(sandboxHumanToken('pass'), request)).toBe(true);
    expect(await verify(sandboxHumanToken('fail'), request)).toBe(false);
    expect(await verify('sandbox-human-pass', request)).toBe(false);
  });

  it('lets a form through the proxy with a pass token, to the sandbox and back', async () => {
    const { proxy } = humanCheckedSandbox();
    const send = (token?: string) =>
      proxy(
        new Request('https://partner.test/api/enquiries/general', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { [HUMAN_TOKEN_HEADER]: token } : {}),
          },
          body: JSON.stringify({
            first_name: 'Amara',
            last_name: 'Okafor',
            email: 'amara@example.com',
            contact_number: '+447700900123',
            message: 'Is there a room from September?',
            metadata: '{}',
            additional_fields: '{}',
          }),
        }),
      );
    expect((await send()).status).toBe(403);
    expect((await send(sandboxHumanToken('fail'))).status).toBe(403);
    const sent = await send(sandboxHumanToken('pass'));
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { data: { enquiry_id: string } }).data.enquiry_id).toBeTruthy();
  });
});
