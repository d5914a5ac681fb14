import type { Meta, StoryObj } from '@storybook/react-vite';
import { createWebhookHandler, type WebhookHandlerOptions } from '@unistay/api-client/server';
import { useEffect, useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createSandbox } from './createSandbox.js';
import type { WebhookDelivery, WebhookDeliveryOptions } from './webhooks.js';

const TOKEN = 'whsec-registered-token';
// A receiver on this machine, as a partner's is while they develop: the delivery log shows only
// such a receiver's answers. Delivered through the page's own receiver, never over the network.
const RECEIVER_URL = 'http://localhost/webhooks/partner-api';
const ROOM = {
  id: 'room_riverside_ensuite',
  period: 'bp_riverside_ensuite_51',
  operator: 'op_northgate',
};

interface PlaygroundProps {
  /** The receiver's options, beside its token and `onEvent`. */
  receiver?: Partial<WebhookHandlerOptions> & { failuresBeforeSuccess?: number };
  delivery?: WebhookDeliveryOptions;
  /** What the "send your own" box starts with. */
  body?: string;
}

/**
 * A partner's receiver (`createWebhookHandler`) and the sandbox delivering to it, both in this
 * page: book a room and watch each attempt and what the receiver answered, or post a body of your
 * own. What `onEvent` handled is listed apart: once per event, however often it arrived.
 */
function WebhookPlayground({ receiver = {}, delivery = {}, body = '' }: PlaygroundProps) {
  const ids = { body: useId(), token: useId() };
  const [handled, setHandled] = useState<string[]>([]);
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>([]);
  const [ownBody, setOwnBody] = useState(body);
  const [ownToken, setOwnToken] = useState(TOKEN);
  const [ownAnswer, setOwnAnswer] = useState('');
  const [problem, setProblem] = useState('');

  // One receiver and one sandbox for the story's life, made from its first props.
  const [{ sandbox, handler }] = useState(() => {
    let failures = receiver.failuresBeforeSuccess ?? 0;
    const handler = createWebhookHandler({
      accessToken: TOKEN,
      log: () => {},
      onEvent: (event) => {
        if (failures-- > 0) throw new Error('Our database is unavailable.');
        const about =
          event.known && event.type === 'contract.added' ? event.payload.booking?.id : '';
        setHandled((list) => [...list, `${event.type}${about ? ` ${about}` : ''}`]);
      },
      ...receiver,
    });
    const sandbox = createSandbox({
      webhooks: [{ url: RECEIVER_URL, events: ['*'], accessToken: TOKEN }],
      webhookDelivery: { backoffMs: 100, attempts: 4, ...delivery },
      fetch: async (input, init) => handler(new Request(input, init)),
    });
    return { sandbox, handler };
  });

  useEffect(() => {
    const timer = setInterval(
      () => setDeliveries(sandbox.webhooks.deliveries().map((one) => structuredClone(one))),
      50,
    );
    return () => clearInterval(timer);
  }, [sandbox]);

  async function book() {
    const partner = sandbox.partners[0];
    const started = await sandbox.handle(
      new Request(`https://sandbox.test/api/rooms/${ROOM.id}/checkout/start`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-API-PARTNER-ID': partner?.partnerId ?? '',
          Authorization: `Bearer ${partner?.accessToken}`,
        },
        body: JSON.stringify({ booking_period_id: ROOM.period, operator_id: ROOM.operator }),
      }),
    );
    const { session_token: token } = (await started.json()).data;
    await sandbox.handle(
      new Request(`https://sandbox.test/__sandbox/checkout/${token}/complete`, { method: 'POST' }),
    );
  }

  async function sendOwn() {
    const response = await handler(
      new Request(RECEIVER_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownToken}` },
        body: ownBody,
      }),
    );
    setOwnAnswer(`${response.status}: ${await response.text()}`);
  }

  return (
    <div className="story-stack">
      <button
        type="button"
        onClick={() => book().catch((error: unknown) => setProblem(String(error)))}
      >
        Book a room through hosted checkout
      </button>
      {problem && <p role="alert">{problem}</p>}
      <table>
        <caption>Deliveries</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Attempts: status and answer</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((one) => (
            <tr key={one.id}>
              <td>{one.type}</td>
              <td>
                <ol>
                  {one.attempts.map((attempt, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: attempts are only ever appended
                    <li key={index}>
                      {attempt.status ?? 'no answer'}: {attempt.answer}
                    </li>
                  ))}
                </ol>
              </td>
              <td>{one.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Handled by onEvent</h3>
      <ul aria-label="Handled by onEvent">
        {handled.map((event) => (
          // Handled once per event, so each line is unique.
          <li key={event}>{event}</li>
        ))}
      </ul>
      <h3>Send your own</h3>
      <label htmlFor={ids.token}>Bearer token</label>
      <input
        id={ids.token}
        value={ownToken}
        onChange={(event) => setOwnToken(event.target.value)}
      />
      <label htmlFor={ids.body}>Body</label>
      <textarea
        id={ids.body}
        rows={4}
        value={ownBody}
        onChange={(event) => setOwnBody(event.target.value)}
      />
      <button type="button" onClick={() => void sendOwn()}>
        Send to the receiver
      </button>
      <p role="status">{ownAnswer}</p>
    </div>
  );
}

const meta = {
  title: 'Server/Webhook receiver',
  component: WebhookPlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WebhookPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The attempts listed in the deliveries table. */
const attemptsOf = (canvas: { queryAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  canvas.queryAllByRole('listitem').filter((item) => item.closest('table'));

/** Books a room, waits for its delivery to end in `state`, and gives the attempts' texts. */
async function bookAndWaitFor(canvasElement: HTMLElement, state: 'delivered' | 'failed') {
  const canvas = within(canvasElement);
  await userEvent.click(
    canvas.getByRole('button', { name: 'Book a room through hosted checkout' }),
  );
  await expect(await canvas.findByText(state, {}, { timeout: 5000 })).toBeVisible();
  return { canvas, attempts: attemptsOf(canvas).map((item) => item.textContent) };
}

/** A booking's event, delivered once and handled once. */
export const GoodEvent: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, attempts } = await bookAndWaitFor(canvasElement, 'delivered');
    await expect(attempts).toEqual(['200: {"received":true}']);
    const handled = canvas.getByRole('list', { name: 'Handled by onEvent' });
    await expect(within(handled).getAllByRole('listitem')).toHaveLength(1);
    await expect(handled).toHaveTextContent(/^contract\.added BK-/);
  },
};

/** The first two answers are lost on their way back: delivered three times, handled once. */
export const Replay: Story = {
  args: { delivery: { failFirst: 2, failAs: 'answer_lost' } },
  play: async ({ canvasElement }) => {
    const { canvas, attempts } = await bookAndWaitFor(canvasElement, 'delivered');
    await expect(attempts).toEqual([
      'no answer: The answer (200) was lost on its way back (fault).',
      'no answer: The answer (200) was lost on its way back (fault).',
      '200: {"received":true,"duplicate":true}',
    ]);
    const handled = canvas.getByRole('list', { name: 'Handled by onEvent' });
    await expect(within(handled).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** `onEvent` throws twice: the receiver answers 500, the sandbox retries until it is handled. */
export const FailingHandlerRetried: Story = {
  args: { receiver: { failuresBeforeSuccess: 2 } },
  play: async ({ canvasElement }) => {
    const { canvas, attempts } = await bookAndWaitFor(canvasElement, 'delivered');
    await expect(attempts).toEqual([
      '500: {"error":"The event could not be handled: send it again."}',
      '500: {"error":"The event could not be handled: send it again."}',
      '200: {"received":true}',
    ]);
    const handled = canvas.getByRole('list', { name: 'Handled by onEvent' });
    await expect(within(handled).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The receiver was given another token: every attempt is refused, and the sandbox gives up. */
export const WrongToken: Story = {
  args: { receiver: { accessToken: 'a-rotated-token' } },
  play: async ({ canvasElement }) => {
    const { canvas, attempts } = await bookAndWaitFor(canvasElement, 'failed');
    await expect(attempts).toEqual(
      Array(4).fill('401: {"error":"This webhook call is not authenticated."}'),
    );
    await expect(
      canvas.queryAllByRole('listitem').filter((item) => !item.closest('table')),
    ).toEqual([]);
  },
};

/** A body past `maxBodyBytes` is refused 413, and nothing past the cap is read. */
export const BodyTooLarge: Story = {
  args: {
    receiver: { maxBodyBytes: 128 },
    body: JSON.stringify({
      type: 'room.updated',
      payload: { id: 'room_1', description: 'x'.repeat(200) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the receiver' }));
    await expect(await canvas.findByText(/^413: /)).toHaveTextContent(
      '413: {"error":"The body is larger than 128 bytes."}',
    );
  },
};

/** A type this version does not know is taken and passed on, never refused. */
export const UnknownType: Story = {
  args: { body: JSON.stringify({ type: 'university.added', payload: { id: 42, name: 'UCL' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the receiver' }));
    await expect(await canvas.findByText(/^200: /)).toHaveTextContent('200: {"received":true}');
    await expect(canvas.getByRole('list', { name: 'Handled by onEvent' })).toHaveTextContent(
      'university.added',
    );
  },
};
