import { useQuery } from '@tanstack/react-query';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { DEMO_ROUTES, type StaffStatus } from './demoRoutes.js';

export const DEMO_SERVER_KEY = ['demo', 'staff'] as const;

/** The demo server's answer when it is not a 2xx: its status, for the page to say in words. */
export class DemoServerAnswered extends Error {
  constructor(readonly status: number) {
    super(`The demo server answered ${status}.`);
  }
}

async function fetchDemoServer(): Promise<StaffStatus> {
  const response = await fetch(DEMO_ROUTES.staff);
  if (!response.ok) throw new DemoServerAnswered(response.status);
  return response.json();
}

/** What the demo's server is in front of (the sandbox or a live API), and who is signed in. */
export function useDemoServer() {
  return useQuery({ queryKey: DEMO_SERVER_KEY, queryFn: fetchDemoServer });
}

/**
 * The human check the forms and the checkout show: on the sandbox, whose proxy checks one, the
 * sandbox's widget; against the live API, none (its proxy is the partner's to set up).
 */
export function useHumanCheck() {
  return useDemoServer().data?.mode === 'sandbox' ? SandboxHumanCheck : undefined;
}
