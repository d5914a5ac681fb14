import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createUnistayQueryClient, type LocalePack, UnistayProvider } from '@unistay/react';
import { createSandboxClient } from '@unistay/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { setupSandboxServer, student } from '../../../../test/sandboxSetup.js';
import ar from '../locales/ar.js';
import enGB from '../locales/en-GB.js';
import ja from '../locales/ja.js';
import zhCN from '../locales/zh-CN.js';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.js';

const api = setupSandboxServer();

/**
 * Two of the server's field errors for fields the form does not show, as our codes, said in the
 * summary: each a sentence of the student's language, joined as that language joins sentences.
 */
const SAID: [string, LocalePack, string][] = [
  ['en-GB', enGB, 'Enter your message. Use 5000 characters or fewer.'],
  ['zh-CN', zhCN, '请输入您的留言。请使用不超过 5000 个字符。'],
  ['ja', ja, 'メッセージを入力してください。5000文字以内で入力してください。'],
  ['ar', ar, 'أدخل رسالتك. استخدم 5000 حرف أو أقل.'],
];

describe("the server's messages in the summary", () => {
  it.each(SAID)('are joined as %s joins sentences', async (_language, locale, expected) => {
    api.sandbox.faults.add({
      route: 'enquiries.createGeneral',
      times: 1,
      status: 422,
      fieldErrors: { 'metadata.notes': ['enterMessage', 'tooLong5000'] },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = render(
      <UnistayProvider
        client={createSandboxClient()}
        queryClient={createUnistayQueryClient()}
        locale={locale}
      >
        <GeneralEnquiryForm />
      </UnistayProvider>,
    );
    for (const [name, value] of Object.entries(student)) {
      const input = container.querySelector(`[name="${name}"]`) as HTMLElement;
      await user.type(input, value);
    }
    await user.click(container.querySelector('button[type="submit"]') as HTMLElement);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(expected);
  });
});
