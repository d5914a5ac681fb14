'use client';
// Components, hooks and card providers for the browser: React Server Components import these
// exports as client references.
export {
  type SandboxCardProviderOptions,
  sandboxCardProvider,
} from './checkout/sandboxCardProvider.js';
