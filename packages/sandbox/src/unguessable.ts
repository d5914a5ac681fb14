/** The characters of a session token, payment id or client secret. */
export const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The characters of an enquiry's or booking's id, as the seeded ones are written. */
export const ID_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/**
 * A token or id that none handed out before tells anything of: from `crypto.getRandomValues`,
 * not the seeded random the sandbox's data comes from, which a reset or another sandbox of the
 * same seed starts again, handing out the same values.
 */
export function unguessable(length: number, alphabet = TOKEN_ALPHABET): string {
  // A byte past the largest multiple of the alphabet's size is dropped, so every character is as
  // likely as another.
  const limit = 256 - (256 % alphabet.length);
  let token = '';
  while (token.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && token.length < length) token += alphabet[byte % alphabet.length];
    }
  }
  return token;
}
