import { describeIssue } from '@unistay/api-client/contract';
import * as z from 'zod/mini';

/** Parses an option or a sandbox route's body, or throws a TypeError that says what is wrong. */
export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, value: unknown) {
  const result = schema.safeParse(value, { error: describeIssue });
  if (!result.success) throw new TypeError(z.prettifyError(result.error));
  return result.data as z.output<Schema>;
}
