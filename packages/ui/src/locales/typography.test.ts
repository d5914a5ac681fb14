import { describe, expect, it } from 'vitest';
import { frenchTypographySlips } from '../../../../test/wordChecks.js';
import fr from './fr.js';

describe('French typography', () => {
  it('puts a no-break space before : ; ? ! and inside « »', () => {
    expect(frenchTypographySlips(fr.messages as Record<string, string>)).toEqual([]);
  });
});
