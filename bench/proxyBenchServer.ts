/**
 * One server of the proxy benchmark, in a process of its own as it would be deployed: the sandbox
 * (playing the Partner API), or the proxy in front of it. Started by proxy.bench.ts, which talks
 * to it over IPC: it reports its address, and answers "memory" and "reset".
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPartnerProxy, toNodeListener } from '@unistay/api-client/server';
import { startSandboxServer } from '@unistay/sandbox/node';

type Reply = (message: unknown) => void;
const reply: Reply = (message) => process.send?.(message);
const [role, upstream, partnerId, accessToken] = process.argv.slice(2);

function memoryMb() {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMb: heapUsed / 2 ** 20, rssMb: rss / 2 ** 20 };
}

if (role === 'sandbox') {
  const sandbox = await startSandboxServer({ port: 0 });
  const [partner] = sandbox.sandbox.partners;
  process.on('message', (message) => {
    if (message === 'reset') sandbox.sandbox.reset();
    reply(message === 'memory' ? memoryMb() : 'done');
  });
  reply({ url: sandbox.url, partner });
} else if (role === 'proxy' && upstream && partnerId && accessToken) {
  const server = createServer(
    toNodeListener(
      createPartnerProxy({
        upstream,
        partnerId,
        accessToken,
        // Fictional data: the list is opened as the demo opens it on the sandbox.
        publicEnquiryReads: true,
      }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message) => reply(message === 'memory' ? memoryMb() : 'done'));
  reply({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
} else {
  throw new Error('Usage: proxyBenchServer.ts sandbox | proxy <upstream> <partnerId> <token>');
}
