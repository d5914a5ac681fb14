#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startSandboxServer } from './node.js';
import { SANDBOX_PARTNERS } from './seed.js';

const USAGE = `Usage: unistay-sandbox [--port 4010] [--host 127.0.0.1] [--allowed-host NAME]... [--seed N]

Serves a simulation of the Student Accommodation Partner API. Call it with the headers
X-API-PARTNER-ID and Authorization: Bearer, using a partner below.

It answers only requests addressed to localhost, 127.0.0.1, [::1] or the --host it listens on
(any port); any other name is answered 421, so a web page cannot reach it through a name of its
own pointed at this machine (DNS rebinding). Listening on every interface (--host 0.0.0.0 or ::),
give each name other machines call it by with --allowed-host (repeat it for several).`;

let values: {
  port?: string;
  host?: string;
  'allowed-host'?: string[];
  seed?: string;
  help?: boolean;
};
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port ?? process.env.PORT ?? 4010);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not ${values.port}`);
  process.exit(2);
}
if (seed !== undefined && !Number.isInteger(seed)) {
  console.error(`--seed must be a whole number, not ${values.seed}`);
  process.exit(2);
}

const server = await startSandboxServer({
  port,
  host: values.host,
  allowedHosts: values['allowed-host'],
  seed,
}).catch((error: Error) => {
  console.error(`Could not start the sandbox: ${error.message}`);
  process.exit(1);
});
console.log(`Partner API sandbox on ${server.url}

  curl -H 'X-API-PARTNER-ID: ${SANDBOX_PARTNERS[0]?.partnerId}' \\
       -H 'Authorization: Bearer ${SANDBOX_PARTNERS[0]?.accessToken}' \\
       ${server.url}/api/enquiries

Partners: ${SANDBOX_PARTNERS.map((p) => `${p.partnerId} / ${p.accessToken}`).join(', ')}
Sandbox routes: ${server.url}/__sandbox/events, /__sandbox/faults, /__sandbox/reset
Answers to: ${server.hosts.join(', ')} (any other Host is refused; add names with --allowed-host)
Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
