import { describe, expect, it } from 'vitest';
import {
  englishColonChains,
  frenchTypographySlips,
  italianCourtesyForms,
} from '../../../../test/wordChecks.js';
import enGB from './en-GB.js';
import enUS from './en-US.js';
import fr from './fr.js';
import italian from './it.js';

const messages = (pack: { messages: unknown }) => pack.messages as Record<string, string>;

describe('typography and register', () => {
  it('French: a no-break space before : ; ? ! and inside « »', () => {
    expect(frenchTypographySlips(messages(fr))).toEqual([]);
  });

  it('English: one sentence at a time, never two run together with a colon', () => {
    expect(englishColonChains(messages(enGB))).toEqual([]);
    expect(englishColonChains(messages(enUS))).toEqual([]);
  });

  it('Italian: tu throughout, no courtesy form of Lei', () => {
    expect(italianCourtesyForms(messages(italian))).toEqual([]);
  });
});
