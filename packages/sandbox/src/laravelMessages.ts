import type * as z from 'zod/mini';

type FieldMessages = Record<string, string[]>;

/**
 * The API's own 422 messages, in Laravel's words ("The email field must be a valid email
 * address."), from the issues of the shared request schema. The client's messages are for students;
 * these are what the server says, so a UI shows the server's words on the right field.
 */
export function laravelMessages(error: z.core.$ZodError, body: unknown): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (messages[key]) continue;
    messages[key] = [messageFor(key, issue, valueAt(body, issue.path))];
  }
  return messages;
}

function messageFor(key: string, issue: z.core.$ZodIssue, value: unknown): string {
  const attribute = key.replaceAll('_', ' ');
  const blank =
    value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (blank) return `The ${attribute} field is required.`;
  const leaf = String(issue.path[issue.path.length - 1] ?? '');
  if (issue.code === 'invalid_type') return `The ${attribute} field must be a ${issue.expected}.`;
  if (issue.code === 'too_big')
    return `The ${attribute} field must not be greater than ${issue.maximum} characters.`;
  switch (leaf) {
    case 'email':
      return `The ${attribute} field must be a valid email address.`;
    case 'contact_number':
      return `The ${attribute} field must be a valid phone number in international format, starting with +.`;
    case 'country':
    case 'nationality':
      return `The ${attribute} field must be a valid two-letter country code.`;
    case 'date_of_birth':
      return `The ${attribute} field must be a date before today.`;
    case 'status':
      return `The selected ${attribute} is invalid.`;
    default:
      return `The ${attribute} field is invalid.`;
  }
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
