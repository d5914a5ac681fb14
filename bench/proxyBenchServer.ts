/**
 * One server of the proxy benchmark, in a process of its own as it would be deployed: the sandbox
 * (playing the Partner API), the proxy in front of it, or a bare forwarder (the proxy's own
 * upstream pool and nothing else: no routes, no checks, no web Request or Response). Started by
 * proxy.bench.ts, which talks to it over IPC: it reports its address, and answers "memory" and
 * "reset".
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPartnerProxy, toNodeListener } from '@unistay/api-client/server';
import { startSandboxServer } from '@unistay/sandbox/node';
import { nodeTransport, upstreamSender } from '../packages/api-client/src/server/upstream.js';

type Reply = (message: unknown) => void;
const reply: Reply = (message) => process.send?.(message);
const [role, upstream, partnerId, accessToken] = process.argv.slice(2);
// Ended by a signal, it exits as a process does at its end, so `--cpu-prof` writes its profile.
process.on('SIGINT', () => process.exit(0));

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
} else if (role === 'bare' && upstream && partnerId && accessToken) {
  const transport = nodeTransport();
  if (!transport) throw new Error('The bare forwarder needs Node 20.16 or later.');
  const send = upstreamSender(transport);
  const readBody = async (incoming: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    return chunks.length === 0 ? undefined : Buffer.concat(chunks);
  };
  const server = createServer(async (incoming, outgoing) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${accessToken}`,
      'x-api-partner-id': partnerId,
    };
    const type = incoming.headers['content-type'];
    if (type) headers['content-type'] = type;
    try {
      const answer = await send(
        `${upstream}${incoming.url}`,
        { method: incoming.method ?? 'GET', headers, body: await readBody(incoming) },
        AbortSignal.timeout(30_000),
        4 * 1024 * 1024,
      );
      const body = typeof answer.body === 'string' ? '' : answer.body;
      outgoing.writeHead(answer.status, {
        'Content-Type': answer.header('content-type') ?? 'application/json',
      });
      outgoing.end(body);
    } catch {
      outgoing.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message) => reply(message === 'memory' ? memoryMb() : 'done'));
  reply({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
} else {
  throw new Error(
    'Usage: proxyBenchServer.ts sandbox | proxy <upstream> <partnerId> <token> | bare <upstream> <partnerId> <token>',
  );
}
