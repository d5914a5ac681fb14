/**
 * Each language the demo offers, named in itself, British English first. Written out rather than
 * asked of `Intl.DisplayNames`, which would load fourteen languages' data before the page first
 * shows. Shared with the Next.js example's language menu.
 */
export const LANGUAGE_NAMES = {
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  'zh-CN': '简体中文',
  hi: 'हिन्दी',
  ar: 'العربية',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  ko: '한국어',
  ja: '日本語',
  vi: 'Tiếng Việt',
} as const;
