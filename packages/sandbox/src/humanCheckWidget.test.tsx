import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  englishColonChains,
  frenchTypographySlips,
  italianCourtesyForms,
} from '../../../test/wordChecks.js';
import { cardWords } from './cardProviderWords.js';
import { sandboxHumanVerifier } from './humanCheck.js';
import { SandboxHumanCheck } from './humanCheckWidget.js';
import { sandboxHumanCheckWords } from './humanCheckWords.js';

const request = new Request('https://partner.example/api/enquiries/general', { method: 'POST' });

describe('the sandbox human check widget', () => {
  it('gives a token the verifier passes once ticked, none unticked, one it refuses on "Fail"', async () => {
    const verify = sandboxHumanVerifier();
    const tokens: (string | null)[] = [];
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(
      <SandboxHumanCheck onToken={(token) => tokens.push(token)} resetKey={0} locale="en-GB" />,
    );
    const person = screen.getByRole('checkbox', { name: 'I am a person' });
    expect(person).toHaveAccessibleDescription(
      'Sandbox check: tick the box to pass, or fail it to see the refusal.',
    );
    await user.click(person);
    await user.click(person);
    await user.click(screen.getByRole('button', { name: 'Fail the check' }));
    const [passed, expired, failed] = tokens;
    expect(expired).toBeNull();
    expect(await verify(passed ?? '', request)).toBe(true);
    expect(await verify(passed ?? '', request)).toBe(false);
    expect(await verify(failed ?? '', request)).toBe(false);

    // After an answer the form grows its reset key: the widget starts again, unticked.
    await user.click(person);
    expect(person).toBeChecked();
    rerender(<SandboxHumanCheck onToken={() => {}} resetKey={1} locale="en-GB" />);
    expect(person).not.toBeChecked();
  });

  it("speaks the student's language, and the pseudo-locale's accents", () => {
    const { rerender } = render(<SandboxHumanCheck onToken={() => {}} resetKey={0} locale="ar" />);
    expect(screen.getByRole('checkbox', { name: 'أنا إنسان' })).toBeInTheDocument();
    rerender(<SandboxHumanCheck onToken={() => {}} resetKey={0} locale="pt-PT" />);
    expect(screen.getByRole('button', { name: 'Fazer a verificação falhar' })).toBeInTheDocument();
    rerender(<SandboxHumanCheck onToken={() => {}} resetKey={0} locale="en-XA" />);
    expect(screen.getByRole('checkbox', { name: '⟦Í áɱ á þéŕšóñ⟧' })).toBeInTheDocument();
  });

  it("keeps the packs' typography and register, the widget's words and the card's: French spacing, Italian tu, English one sentence at a time", () => {
    expect(frenchTypographySlips(sandboxHumanCheckWords('fr'))).toEqual([]);
    expect(frenchTypographySlips(cardWords('fr'))).toEqual([]);
    expect(italianCourtesyForms(sandboxHumanCheckWords('it'))).toEqual([]);
    expect(italianCourtesyForms(cardWords('it'))).toEqual([]);
    expect(englishColonChains(sandboxHumanCheckWords('en-GB'))).toEqual([]);
    expect(englishColonChains(cardWords('en-GB'))).toEqual([]);
  });
});
