import { useQueryClient } from '@tanstack/react-query';
import { SandboxFaults } from './SandboxFaults.js';
import { SandboxStatusControl } from './SandboxStatusControl.js';
import { SandboxWebhooks } from './SandboxWebhooks.js';
import { useDemoServer } from './useDemoServer.js';

/** The sandbox's side of things: what it recorded, its test cards, and a way back to the start. */
export function SandboxPage() {
  const server = useDemoServer();
  if (server.data?.mode === 'live') {
    return (
      <section aria-labelledby="sandbox-heading">
        <h1 id="sandbox-heading">Sandbox</h1>
        <p className="demo-note">
          The demo is in front of the live Partner API, so no sandbox is running: its webhooks,
          faults and test cards are not here. Start the demo without PARTNER_API_URL to use them.
        </p>
      </section>
    );
  }
  return <SandboxControls />;
}

function SandboxControls() {
  const queryClient = useQueryClient();

  async function reset() {
    await fetch('/__sandbox/reset', { method: 'POST' });
    await queryClient.invalidateQueries();
  }

  return (
    <section aria-labelledby="sandbox-heading">
      <h1 id="sandbox-heading">Sandbox</h1>
      <h2>Webhooks</h2>
      <SandboxWebhooks />
      <h2>Faults</h2>
      <SandboxFaults />
      <h2>Move an enquiry</h2>
      <SandboxStatusControl />
      <h2>Test cards</h2>
      <ul>
        <li>4242 4242 4242 4242: succeeds</li>
        <li>4000 0000 0000 0002: declined</li>
        <li>4000 0025 0000 3155: asks you to confirm with your bank, then succeeds</li>
        <li>4000 0000 0000 0077: stays processing a few seconds, then succeeds</li>
      </ul>
      <h2>Start again</h2>
      <button type="button" onClick={() => void reset()}>
        Reset the sandbox
      </button>
    </section>
  );
}
