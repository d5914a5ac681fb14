'use client';
import { SandboxHumanCheck } from '@unistay/sandbox/human-check';
import { type HumanCheck, turnstileHumanCheck } from '@unistay/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { type HumanCheckSetting, TURNSTILE_ACTION } from '../lib/humanCheckSetting';

const SettingContext = createContext<HumanCheckSetting>(null);

/** The human check the server verifies, for every form and checkout below. */
export function HumanCheckProvider({
  setting,
  children,
}: {
  setting: HumanCheckSetting;
  children: ReactNode;
}) {
  return <SettingContext.Provider value={setting}>{children}</SettingContext.Provider>;
}

/** The widget for the forms' and the checkout's `humanCheck`; undefined where none is asked. */
export function useHumanCheck(): HumanCheck | undefined {
  const setting = useContext(SettingContext);
  if (!setting) return undefined;
  return setting.kind === 'sandbox'
    ? SandboxHumanCheck
    : turnstileHumanCheck({ siteKey: setting.siteKey, action: TURNSTILE_ACTION });
}
