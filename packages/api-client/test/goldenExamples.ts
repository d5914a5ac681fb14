import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PartnerRouteName } from '../src/routes.js';

/** The golden examples (README.md beside them), read for the client's tests and the sandbox's. */
const here = join(import.meta.dirname, 'golden');

export interface RequestExample {
  name: string;
  call: PartnerRouteName;
  roomId?: string;
  input: Record<string, unknown>;
  method: 'GET' | 'POST';
  path: string;
  contentType: string | null;
  wire: Record<string, unknown> | null;
}

export interface ResponseExample {
  name: string;
  route: PartnerRouteName;
  status: number;
  body: unknown;
  resolves?: unknown;
  rejects?: Record<string, unknown>;
}

export interface RefusedExample {
  name: string;
  route: PartnerRouteName;
  body: unknown;
  status: number;
  messages: Record<string, string[]> | null;
}

function read<Example>(folder: string): Example[] {
  return readdirSync(join(here, folder))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      ...JSON.parse(readFileSync(join(here, folder, file), 'utf8')),
    }));
}

export const requestExamples = read<RequestExample>('requests');
export const responseExamples = read<ResponseExample>('responses');
export const refusedExamples = read<RefusedExample>('refused');

export const requestExample = (name: string) => {
  const example = requestExamples.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`No golden request example "${name}".`);
  return example;
};
export const responseExample = (name: string) => {
  const example = responseExamples.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`No golden response example "${name}".`);
  return example;
};
