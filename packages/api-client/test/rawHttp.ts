import { connect } from 'node:net';

export interface RawAnswer {
  /** The status of the first answer, or null when none came. */
  status: number | null;
  /** Everything that came back, heads and bodies, as text. */
  text: string;
  /** How many answers (status lines) came back on the connection. */
  answers: number;
}

/**
 * Sends `parts` over a plain TCP connection exactly as written, each after the one before has been
 * written (a pause between them when `pauseMs` is set), and collects what comes back until the
 * server closes the connection or `idleMs` pass without a byte. For requests an HTTP client would
 * normalise or refuse to send: dot segments, a Content-Length and Transfer-Encoding together, a
 * body that lies about its size.
 */
export function rawHttp(
  address: string,
  parts: readonly (string | Uint8Array)[],
  { idleMs = 1_000, pauseMs = 0 }: { idleMs?: number; pauseMs?: number } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let idle: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(idle);
      socket.destroy();
      const text = Buffer.concat(received).toString('latin1');
      const statuses = [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)];
      resolve({
        status: statuses[0] ? Number(statuses[0][1]) : null,
        text,
        answers: statuses.length,
      });
    };
    const waitIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(finish, idleMs);
    };
    socket.on('data', (chunk) => {
      received.push(chunk);
      waitIdle();
    });
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers, then resets a connection still sending, is answering: keep that.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else reject(error);
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        await new Promise<void>((written) => socket.write(part, () => written()));
        if (pauseMs) await new Promise((wait) => setTimeout(wait, pauseMs));
      }
      waitIdle();
    });
  });
}

/** The head of a request, lines joined with CRLF and ended by a blank line. */
export const head = (...lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
