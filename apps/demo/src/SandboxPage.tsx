import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxEvent } from '@unistay/sandbox';
import { SandboxFaults } from './SandboxFaults.js';
import { SandboxStatusControl } from './SandboxStatusControl.js';
import { useDemoServer } from './useDemoServer.js';

/** The sandbox's side of things: what it recorded, its test cards, and a way back to the start. */
export function SandboxPage() {
  const server = useDemoServer();
  if (server.data?.mode === 'live') {
    return (
      <section aria-labelledby="sandbox-heading">
        <h1 id="sandbox-heading">Sandbox</h1>
        <p className="demo-note">
          The demo is in front of the live Partner API, so no sandbox is running: its events, faults
          and test cards are not here. Start the demo without PARTNER_API_URL to use them.
        </p>
      </section>
    );
  }
  return <SandboxControls />;
}

function SandboxControls() {
  const queryClient = useQueryClient();
  const events = useQuery({
    queryKey: ['demo', 'sandbox-events'],
    queryFn: async ({ signal }): Promise<SandboxEvent[]> => {
      const response = await fetch('/__sandbox/events', { signal });
      if (!response.ok) throw new Error('The sandbox is not running: the demo is on the live API.');
      return (await response.json()).events;
    },
  });

  async function reset() {
    await fetch('/__sandbox/reset', { method: 'POST' });
    await queryClient.invalidateQueries();
  }

  return (
    <section aria-labelledby="sandbox-heading">
      <h1 id="sandbox-heading">Sandbox</h1>
      <h2>Booking events</h2>
      <p className="demo-muted">What a partner subscribed to the booking event would receive.</p>
      <button type="button" className="demo-button-secondary" onClick={() => void events.refetch()}>
        Refresh events
      </button>
      {events.error && <p role="alert">{events.error.message}</p>}
      {events.data && events.data.length === 0 && <p>No bookings yet.</p>}
      {events.data && events.data.length > 0 && (
        <table className="demo-table">
          <caption>Recorded events, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Booking</th>
              <th scope="col">Room</th>
              <th scope="col">Checkout</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {events.data.map((event) => (
              <tr key={event.id}>
                <td>{event.type}</td>
                <td>{event.data.booking_id}</td>
                <td>{event.data.room_id}</td>
                <td>{event.data.channel === 'hosted' ? 'Hosted' : 'Custom'}</td>
                <td>{new Date(event.created_at).toLocaleString('en-GB')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Faults</h2>
      <SandboxFaults />
      <h2>Move an enquiry</h2>
      <SandboxStatusControl />
      <h2>Test cards</h2>
      <ul>
        <li>4242 4242 4242 4242: succeeds</li>
        <li>4000 0000 0000 0002: declined</li>
        <li>4000 0025 0000 3155: asks you to confirm with your bank, then succeeds</li>
      </ul>
      <h2>Start again</h2>
      <button type="button" onClick={() => void reset()}>
        Reset the sandbox
      </button>
    </section>
  );
}
