import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formattingLocale } from '@unistay/react';
import type { DeliveryAttempt, WebhookDelivery } from '@unistay/sandbox';
import { type ReactNode, useState } from 'react';
import { Data } from './Data.js';
import { DEMO_ROUTES, type ReceivedEvent } from './demoRoutes.js';
import { useDemoWords } from './language.js';
import type { DemoTranslate } from './words/translate.js';

const DELIVERIES_KEY = ['demo', 'sandbox-deliveries'] as const;
const RECEIVED_KEY = ['demo', 'received-events'] as const;

/** An answer other than 2xx from one of the demo's or the sandbox's own routes. */
class Answered extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`${path} answered ${status}.`);
  }
}

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Answered(path, response.status);
  return response.json();
}

/** Why a read failed, in words: a status the route answered, or the browser's own message. */
function failure(error: Error, { t }: DemoTranslate): string {
  return error instanceof Answered
    ? t('answered', { path: error.path, status: String(error.status) })
    : error.message;
}

/** Words from the sandbox or the receiver, which are in English whatever the page's language. */
const english = (text: string) => <span lang="en">{text}</span>;

/** What the receiver said to one attempt, in words. */
function verdict(attempt: DeliveryAttempt, { t, rich }: DemoTranslate): ReactNode {
  if (attempt.status === null) return english(attempt.answer);
  // A status code, not an amount: written as it is in every language.
  const status = String(attempt.status);
  let answer: { received?: boolean; duplicate?: boolean; error?: string } = {};
  try {
    answer = JSON.parse(attempt.answer);
  } catch {}
  if (answer.duplicate) return t('answerDuplicate', { status });
  if (answer.received) return t('answerHandled', { status });
  return rich('answerOther', { status, answer: english(answer.error ?? attempt.answer) });
}

/** The booking or enquiry an event is about. */
function subject(delivery: WebhookDelivery): string {
  const payload = delivery.payload as { booking?: { id?: string }; id?: string };
  return payload.booking?.id ?? payload.id ?? '';
}

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(formattingLocale(locale));

function state(delivery: WebhookDelivery, { t, locale }: DemoTranslate): string {
  if (delivery.state === 'delivered') return t('deliveryDelivered');
  if (delivery.state === 'failed') return t('deliveryGivenUp');
  return delivery.next_attempt_at
    ? t('deliveryRetrying', { time: time(delivery.next_attempt_at, locale) })
    : t('deliverySending');
}

/** What the last request for a fault came to. */
type FaultOutcome = { refused: number } | 'lost' | 'unreachable' | null;

/**
 * The sandbox's webhook deliveries to this demo's own receiver, as they happen: each attempt and
 * what the receiver answered, and what the receiver handled (once per event, however many times
 * it arrived).
 */
export function SandboxWebhooks() {
  const words = useDemoWords();
  const { t, rich, locale } = words;
  const queryClient = useQueryClient();
  const [fault, setFault] = useState<FaultOutcome>(null);
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
      setFault(response.ok ? 'lost' : { refused: response.status });
    } catch {
      setFault('unreachable');
    }
    await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
  }

  const newestFirst = [...(deliveries.data?.deliveries ?? [])].reverse();
  const handled = [...(received.data?.events ?? [])].reverse();
  return (
    <>
      <p className="demo-muted">
        {rich('webhooksLead', {
          path: <Data>{DEMO_ROUTES.webhook}</Data>,
          booked: <code translate="no">contract.added</code>,
          updated: <code translate="no">enquiry.updated</code>,
        })}
      </p>
      <div className="demo-sandbox-control">
        <button
          type="button"
          className="demo-button-secondary"
          onClick={() => void loseNextAnswers()}
        >
          {t('loseAnswers')}
        </button>
        <p role="status">
          {fault === 'lost'
            ? t('answersLost')
            : fault === 'unreachable'
              ? t('sandboxUnreachable')
              : fault
                ? t('faultRefused', { status: String(fault.refused) })
                : null}
        </p>
      </div>
      {deliveries.error && <p role="alert">{failure(deliveries.error, words)}</p>}
      {deliveries.data && newestFirst.length === 0 && <p>{t('noDeliveries')}</p>}
      {newestFirst.length > 0 && (
        <table className="demo-table">
          <caption>{t('deliveriesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnEvent')}</th>
              <th scope="col">{t('columnAbout')}</th>
              <th scope="col">{t('columnAttempts')}</th>
              <th scope="col">{t('columnState')}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((delivery) => (
              <tr key={delivery.id}>
                <td translate="no">{delivery.type}</td>
                <td className="demo-reference" translate="no">
                  {subject(delivery)}
                </td>
                <td>
                  <ol className="demo-attempts">
                    {delivery.attempts.map((attempt) => (
                      <li key={attempt.at}>
                        {rich('attempt', {
                          time: time(attempt.at, locale),
                          answer: verdict(attempt, words),
                        })}
                      </li>
                    ))}
                  </ol>
                </td>
                <td>{state(delivery, words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('handledHeading')}</h3>
      {received.error && <p role="alert">{failure(received.error, words)}</p>}
      {received.data && handled.length === 0 && <p>{t('nothingHandled')}</p>}
      {handled.length > 0 && (
        <table className="demo-table">
          <caption>{t('handledCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnEvent')}</th>
              <th scope="col">{t('columnKey')}</th>
              <th scope="col">{t('columnHandledAt')}</th>
            </tr>
          </thead>
          <tbody>
            {handled.map((event) => (
              <tr key={event.key}>
                <td translate="no">{event.type}</td>
                <td className="demo-key" translate="no">
                  {event.key}
                </td>
                <td>{time(event.received_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
