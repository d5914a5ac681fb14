import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { Data } from './Data.js';
import { useDemoWords } from './language.js';

const ROUTES = [
  ['*', 'routeEvery'],
  ['enquiries.list', 'routeListEnquiries'],
  ['enquiries.get', 'routeReadEnquiry'],
  ['enquiries.createGeneral', 'routeCreateGeneral'],
  ['enquiries.createSpecific', 'routeCreateSpecific'],
  ['checkout.start', 'routeStartCheckout'],
  ['checkout.complete', 'routeCompleteCheckout'],
] as const;

const KINDS = {
  server: { label: 'faultServer', fault: { status: 503 } },
  rateLimited: { label: 'faultRateLimited', fault: { retryAfterSeconds: 2 } },
  slow: { label: 'faultSlow', fault: { latencyMs: 3000 } },
  timeout: { label: 'faultTimeout', fault: { timeout: true } },
  malformed: { label: 'faultMalformed', fault: { malformed: true } },
} as const;
type Kind = keyof typeof KINDS;

interface ActiveFault {
  id: number;
  route: string;
  times?: number;
}

/** Makes a Partner API route fail the next few times, to see how each component copes. */
export function SandboxFaults() {
  const { t, rich } = useDemoWords();
  const queryClient = useQueryClient();
  const ids = { route: useId(), kind: useId(), times: useId() };
  const [route, setRoute] = useState<string>('enquiries.list');
  const [kind, setKind] = useState<Kind>('server');
  const [times, setTimes] = useState(1);
  const faults = useQuery({
    queryKey: ['demo', 'sandbox-faults'],
    queryFn: async ({ signal }): Promise<ActiveFault[]> =>
      (await (await fetch('/__sandbox/faults', { signal })).json()).faults,
  });

  async function send(method: 'POST' | 'DELETE', body?: unknown) {
    await fetch('/__sandbox/faults', {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await queryClient.invalidateQueries({ queryKey: ['demo', 'sandbox-faults'] });
  }

  return (
    <>
      <form
        className="demo-sandbox-control"
        aria-label={t('injectFault')}
        onSubmit={(event) => {
          event.preventDefault();
          void send('POST', { route, times, ...KINDS[kind].fault });
        }}
      >
        <label htmlFor={ids.route}>{t('route')}</label>
        <select id={ids.route} value={route} onChange={(event) => setRoute(event.target.value)}>
          {ROUTES.map(([value, text]) => (
            <option key={value} value={value}>
              {t(text)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.kind}>{t('fault')}</label>
        <select
          id={ids.kind}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
        >
          {Object.entries(KINDS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.times}>{t('times')}</label>
        <input
          id={ids.times}
          type="number"
          min={1}
          max={50}
          value={times}
          onChange={(event) => setTimes(Math.max(1, Number(event.target.value) || 1))}
        />
        <button type="submit">{t('inject')}</button>
      </form>
      <p role="status">
        {faults.data && faults.data.length > 0
          ? rich('faultsActive', {
              faults: faults.data.map((fault, index) => (
                <Fragment key={fault.id}>
                  {index > 0 && t('listSeparator')}
                  {fault.times ? (
                    rich('faultLeft', {
                      count: fault.times,
                      route: <Data>{fault.route}</Data>,
                    })
                  ) : (
                    <Data>{fault.route}</Data>
                  )}
                </Fragment>
              )),
            })
          : t('noFaults')}
      </p>
      <button type="button" className="demo-button-secondary" onClick={() => void send('DELETE')}>
        {t('clearFaults')}
      </button>
    </>
  );
}
