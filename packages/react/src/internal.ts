// Shared by @unistay/ui and not for partners: what is here may change in any release, without a
// major version. Everything a partner needs is in the package's other entries.

export { useTrackOnce } from './analytics/useTrackOnce.js';
export { holdForHostedCheckout } from './checkout/roomCheckout.js';
export { createDraft } from './draftStorage.js';
export { createHumanCheckSession, humanCheckAnswer } from './queries/humanToken.js';
