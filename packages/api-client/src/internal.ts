// Shared by @unistay/react and @unistay/elements, and not for partners: what is here may change in any release, without a
// major version. Everything a partner needs is in the package's other entries (`readRoom` is
// `createCatalogueClient(client).rooms.get`, read without the rest of the catalogue).
export { readBookingPeriods, readRoom } from './catalogueReads.js';
export { parseSafeUrl } from './safeUrl.js';
