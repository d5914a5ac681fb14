const encoder = new TextEncoder();

/** The SHA-256 of `data` (a string as UTF-8). */
export async function sha256(data: string | Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** The SHA-256 of `data` (a string as UTF-8), in lowercase hex. */
export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  return Array.from(await sha256(data), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
