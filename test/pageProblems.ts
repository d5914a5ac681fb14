import type { Page } from 'playwright';

/**
 * Collects what a page did wrong, to assert there was nothing: console errors, uncaught errors,
 * and every Content-Security-Policy violation, whether or not the browser logs it. Call it before
 * the page is opened.
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    problems.push(`CSP violation: ${violation}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      ),
    );
  });
  return problems;
}
