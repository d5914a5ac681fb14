const encoder = new TextEncoder();

/** Bytes in base64url without padding, as cookie values and ids are written. */
export const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A random id of 16 bytes, 22 characters of base64url. */
export const randomId = () => base64url(crypto.getRandomValues(new Uint8Array(16)).buffer);

/** A random id as `randomId` writes it. */
export const isRandomId = (value: string) => /^[\w-]{22}$/.test(value);

/** The value of cookie `name` in a request's Cookie header, or undefined. */
export function cookieValue(cookies: string | null, name: string): string | undefined {
  return cookies
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * Signs and checks texts with an HMAC-SHA-256 key made from `secret` for one `purpose` only, so
 * a signature made for one cookie is never good for another made with the same secret.
 */
export function createSigner(secret: string, purpose: string) {
  const key = crypto.subtle.importKey(
    'raw',
    encoder.encode(`${purpose}\u0000${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const sign = async (text: string) =>
    base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(text)));
  return {
    sign,
    /** Whether `signature` is this key's for `text`. */
    async verify(text: string, signature: string): Promise<boolean> {
      // Compared as signatures of the signatures: constant time whatever the two strings share.
      const [given, expected] = await Promise.all([sign(signature), sign(await sign(text))]);
      return given === expected;
    },
  };
}

/** The attributes of a cookie only this server reads: never a script's, sent back on this site. */
export function serverCookie(
  name: string,
  value: string,
  { maxAgeMs, secure, sameSite }: { maxAgeMs: number; secure: boolean; sameSite: 'Strict' | 'Lax' },
): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
