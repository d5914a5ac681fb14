/**
 * A reporter that says each message once: a misconfigured or failing server would otherwise log
 * the same sentence on every request. Default `console.error`.
 */
export function createLogOnce(log: (message: string, error?: unknown) => void = console.error) {
  const logged = new Set<string>();
  return (message: string, error?: unknown) => {
    if (logged.has(message)) return;
    logged.add(message);
    log(message, error);
  };
}
