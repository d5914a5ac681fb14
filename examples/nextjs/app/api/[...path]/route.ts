import { partnerProxy } from '../../../lib/partnerProxy';

/** The Partner API's proxy (lib/partnerProxy.ts), for the browser's client. */
export const GET = (request: Request) => partnerProxy(request);
export const POST = (request: Request) => partnerProxy(request);
