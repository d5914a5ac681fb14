// What a room page gives search engines and link previews: schema.org JSON-LD and the page's
// title, description and Open Graph card, from a room the server fetched. Plain functions with no
// 'use client': call them in a React Server Component, `generateMetadata` or any server.
export { type RoomMetadata, type RoomMetadataOptions, roomMetadata } from './roomMetadata.js';
export {
  type RoomStructuredDataOptions,
  roomStructuredData,
  type StructuredData,
  structuredDataScript,
} from './roomStructuredData.js';
