/**
 * Whether the demo stands in front of the live Partner API: its address and both credentials set.
 * Otherwise it runs the sandbox. (No imports: the Vite config reads it as it loads.)
 */
export const isLiveMode = (env: Record<string, string | undefined>): boolean =>
  Boolean(env.PARTNER_API_URL && env.PARTNER_ID && env.PARTNER_ACCESS_TOKEN);
