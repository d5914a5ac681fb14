import type { Deadline, TransportFailure } from '../../transport.js';
import { partnerStep } from '../deadline.js';
import type { ProxyLog } from './proxyLog.js';

/** Thrown inside the proxy for a request it cannot complete, answered `status` with `message`. */
export class ProxyFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** How the transport's failures are answered: past the deadline 504, the rest 502. */
export const transportFailure =
  (log: ProxyLog): TransportFailure =>
  (kind, cause) => {
    if (kind === 'timeout') return new ProxyFailure(504, 'The request did not complete in time.');
    if (kind === 'aborted') {
      return new ProxyFailure(502, 'The request was abandoned before it completed.');
    }
    log.once('createPartnerProxy: the Partner API could not be reached.', cause);
    return new ProxyFailure(502, 'The Partner API could not be reached.');
  };

/** How a failure of the partner's own code (`what`) is answered: a 500, logged once. */
export const serverFailure = (log: ProxyLog, what: string) => (error: unknown) => {
  log.once(`createPartnerProxy: \`${what}\` threw; the request was answered 500.`, error);
  return new ProxyFailure(500, 'The server failed to handle the request.');
};

/** A step of the partner's own code, under the deadline; its failure is the server's: a 500. */
export const serverStep = <T>(
  log: ProxyLog,
  deadline: Deadline,
  what: string,
  step: () => T | Promise<T>,
) => partnerStep(step, deadline, serverFailure(log, what));
