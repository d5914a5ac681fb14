import { SETTINGS, type SettingName } from '../lib/settings';

/**
 * What a developer sees before the app can reach the API: which settings to give it, and what
 * each is. For them, not for students, so in English (marked as such for a page in another
 * language).
 */
export function SetupNeeded({ missing }: { missing: readonly SettingName[] }) {
  return (
    <section lang="en" dir="ltr" className="example-setup" aria-labelledby="setup-heading">
      <h1 id="setup-heading">Connect the app to the Partner API</h1>
      <p>Set these on the server, then restart it:</p>
      <dl>
        {missing.map((name) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{SETTINGS[name]}</dd>
          </div>
        ))}
      </dl>
      <p>
        To try it without credentials, start the sandbox (
        <code>pnpm --filter @unistay/sandbox start</code>) and set{' '}
        <code>PARTNER_API_URL=http://127.0.0.1:4010</code> with a partner the sandbox prints.
      </p>
    </section>
  );
}
