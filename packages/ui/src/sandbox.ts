export { type SandboxCardProviderOptions, sandboxCardProvider } from './sandboxCardProvider.js';
