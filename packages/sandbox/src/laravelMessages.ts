import type * as z from 'zod/mini';

type FieldMessages = Record<string, string[]>;

/**
 * The API's own 422 messages, in Laravel's words ("The email field must be a valid email
 * address."), one per field, from the issues of the sandbox's wire schemas, whose messages name the
 * kind of refusal (`required`, `email`, `max:255`...). Field keys are dotted paths
 * (`resident_details.email`), as the API sends them.
 */
export function laravelMessages(error: z.core.$ZodError, body: unknown): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (messages[key]) continue;
    messages[key] = [sentence(key, issue.message, valueAt(body, issue.path))];
  }
  return messages;
}

function sentence(key: string, kind: string, value: unknown): string {
  const attribute = key.replaceAll('_', ' ');
  const blank =
    value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (blank || kind === 'required') return `The ${attribute} field is required.`;
  const [rule, parameter] = kind.split(':');
  switch (rule) {
    case 'string':
      return `The ${attribute} field must be a string.`;
    case 'boolean':
      return `The ${attribute} field must be true or false.`;
    case 'array':
      return `The ${attribute} field must be an array.`;
    case 'max':
      return `The ${attribute} field must not be greater than ${parameter} characters.`;
    case 'email':
      return `The ${attribute} field must be a valid email address.`;
    case 'phone':
      // The public API's own words for a refused phone number.
      return 'The phone number is invalid.';
    case 'country':
      return `The ${attribute} field must be a lowercase two-letter country code.`;
    case 'date_format':
      return `The ${attribute} field must match the format ${parameter}.`;
    case 'before_today':
      return `The ${attribute} field must be a date before today.`;
    case 'in':
      return `The selected ${attribute} is invalid.`;
    case 'json':
      return `The ${attribute} field must be a valid JSON string holding an object.`;
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
