import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

const ROUTES = [
  ['*', 'Every route'],
  ['enquiries.list', 'List enquiries'],
  ['enquiries.get', 'Read an enquiry'],
  ['enquiries.createGeneral', 'Create a general enquiry'],
  ['enquiries.createSpecific', 'Create a specific enquiry'],
  ['checkout.start', 'Start checkout'],
  ['checkout.complete', 'Complete checkout'],
] as const;

const KINDS = {
  server: { label: 'Server error (503)', fault: { status: 503 } },
  rateLimited: {
    label: 'Too many requests (429, retry after 2 s)',
    fault: { retryAfterSeconds: 2 },
  },
  slow: { label: 'Slow answer (3 s)', fault: { latencyMs: 3000 } },
  timeout: { label: 'No answer (times out)', fault: { timeout: true } },
  malformed: { label: 'A body that is not JSON', fault: { malformed: true } },
} as const;
type Kind = keyof typeof KINDS;

interface ActiveFault {
  id: number;
  route: string;
  times?: number;
}

/** Makes a Partner API route fail the next few times, to see how each component copes. */
export function SandboxFaults() {
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
        aria-label="Inject a fault"
        onSubmit={(event) => {
          event.preventDefault();
          void send('POST', { route, times, ...KINDS[kind].fault });
        }}
      >
        <label htmlFor={ids.route}>Route</label>
        <select id={ids.route} value={route} onChange={(event) => setRoute(event.target.value)}>
          {ROUTES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <label htmlFor={ids.kind}>Fault</label>
        <select
          id={ids.kind}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
        >
          {Object.entries(KINDS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.times}>Times</label>
        <input
          id={ids.times}
          type="number"
          min={1}
          max={50}
          value={times}
          onChange={(event) => setTimes(Math.max(1, Number(event.target.value) || 1))}
        />
        <button type="submit">Inject</button>
      </form>
      <p role="status">
        {faults.data && faults.data.length > 0
          ? `Active: ${faults.data.map((fault) => `${fault.route}${fault.times ? ` (${fault.times} left)` : ''}`).join(', ')}`
          : 'No faults active.'}
      </p>
      <button type="button" className="demo-button-secondary" onClick={() => void send('DELETE')}>
        Clear faults
      </button>
    </>
  );
}
