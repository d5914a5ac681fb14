import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxClient, setupSandboxServer } from './testing.js';

const OWN_PARTNER = {
  partnerId: 'partner-under-test',
  accessToken: 'token-under-test',
  name: 'Own',
};
const api = setupSandboxServer({ partners: [OWN_PARTNER], enquiryCounts: [3] });
beforeAll(() => api.listen());
afterAll(() => api.close());

describe('@unistay/sandbox/testing', () => {
  it("gives a client on the server's own partners, and logs what it asks", async () => {
    const page = await api.client().enquiries.list({ perPage: 2 });
    expect(page.meta.total).toBe(3);
    expect(api.requests).toEqual(['GET /api/enquiries?per_page=2']);
    // A client made apart, for the default partners, is refused by this sandbox.
    await expect(createSandboxClient().enquiries.list()).rejects.toMatchObject({ status: 401 });
    api.reset();
    expect(api.requests).toEqual([]);
  });
});
