import { englishMessages } from '../i18n/englishMessages.js';
import type { UnistayLocale } from '../i18n/localePack.js';

/** British English: Unistay's own words, the ones shown without a pack. */
const enGB: UnistayLocale = { locale: 'en-GB', direction: 'ltr', messages: englishMessages };
export default enGB;
