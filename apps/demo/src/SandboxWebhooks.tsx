import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAttempt, WebhookDelivery } from '@unistay/sandbox';
import { useState } from 'react';
import { DEMO_ROUTES, type ReceivedEvent } from './demoRoutes.js';

const DELIVERIES_KEY = ['demo', 'sandbox-deliveries'] as const;
const RECEIVED_KEY = ['demo', 'received-events'] as const;

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return response.json();
}

/** What the receiver said to one attempt, in words. */
function verdict(attempt: DeliveryAttempt): string {
  if (attempt.status === null) return attempt.answer;
  let answer: { received?: boolean; duplicate?: boolean; error?: string } = {};
  try {
    answer = JSON.parse(attempt.answer);
  } catch {}
  if (answer.duplicate) return `${attempt.status}: already handled, acknowledged`;
  if (answer.received) return `${attempt.status}: handled`;
  return `${attempt.status}: ${answer.error ?? attempt.answer}`;
}

/** The booking or enquiry an event is about. */
function subject(delivery: WebhookDelivery): string {
  const payload = delivery.payload as { booking?: { id?: string }; id?: string };
  return payload.booking?.id ?? payload.id ?? '';
}

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB');

function state(delivery: WebhookDelivery): string {
  if (delivery.state === 'delivered') return 'Delivered';
  if (delivery.state === 'failed') return 'Given up';
  return delivery.next_attempt_at ? `Retrying at ${time(delivery.next_attempt_at)}` : 'Sending';
}

/**
 * The sandbox's webhook deliveries to this demo's own receiver, as they happen: each attempt and
 * what the receiver answered, and what the receiver handled (once per event, however many times
 * it arrived).
 */
export function SandboxWebhooks() {
  const queryClient = useQueryClient();
  const [fault, setFault] = useState('');
  const deliveries = useQuery({
    queryKey: DELIVERIES_KEY,
    queryFn: ({ signal }) =>
      getJson<{ deliveries: WebhookDelivery[] }>('/__sandbox/webhooks/deliveries', signal),
    // Live while a delivery is pending; a slower look otherwise, for new ones.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === 'pending') ? 500 : 2000,
  });
  const received = useQuery({
    queryKey: RECEIVED_KEY,
    queryFn: ({ signal }) =>
      getJson<{ events: ReceivedEvent[] }>(DEMO_ROUTES.receivedEvents, signal),
    refetchInterval: 2000,
  });

  async function loseNextAnswers() {
    try {
      const response = await fetch('/__sandbox/webhooks/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ failFirst: 2, failAs: 'answer_lost' }),
      });
      setFault(
        response.ok
          ? 'The next 2 attempts reach the receiver but their answers are lost: watch them retried.'
          : `The sandbox refused the fault (${response.status}).`,
      );
    } catch {
      setFault('The sandbox could not be reached.');
    }
    await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
  }

  const newestFirst = [...(deliveries.data?.deliveries ?? [])].reverse();
  const handled = [...(received.data?.events ?? [])].reverse();
  return (
    <>
      <p className="demo-muted">
        The sandbox posts each event to this demo's receiver at {DEMO_ROUTES.webhook}, with the
        access token it registered. A booking made through secure checkout shows here as{' '}
        <code>contract.added</code>; moving an enquiry below, as <code>enquiry.updated</code>.
      </p>
      <div className="demo-sandbox-control">
        <button
          type="button"
          className="demo-button-secondary"
          onClick={() => void loseNextAnswers()}
        >
          Lose the answers to the next 2 attempts
        </button>
        <p role="status">{fault}</p>
      </div>
      {deliveries.error && <p role="alert">{deliveries.error.message}</p>}
      {deliveries.data && newestFirst.length === 0 && <p>No deliveries yet.</p>}
      {newestFirst.length > 0 && (
        <table className="demo-table">
          <caption>Webhook deliveries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">About</th>
              <th scope="col">Attempts and the receiver's answers</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((delivery) => (
              <tr key={delivery.id}>
                <td>{delivery.type}</td>
                <td className="demo-reference">{subject(delivery)}</td>
                <td>
                  <ol className="demo-attempts">
                    {delivery.attempts.map((attempt) => (
                      <li key={attempt.at}>
                        {time(attempt.at)}: {verdict(attempt)}
                      </li>
                    ))}
                  </ol>
                </td>
                <td>{state(delivery)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Handled by the receiver</h3>
      {received.error && <p role="alert">{received.error.message}</p>}
      {received.data && handled.length === 0 && <p>Nothing handled yet.</p>}
      {handled.length > 0 && (
        <table className="demo-table">
          <caption>Events handled, newest first: each once</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Key</th>
              <th scope="col">Handled at</th>
            </tr>
          </thead>
          <tbody>
            {handled.map((event) => (
              <tr key={event.key}>
                <td>{event.type}</td>
                <td className="demo-key">{event.key}</td>
                <td>{time(event.received_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
