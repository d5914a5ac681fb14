import { LANGUAGES, type LanguageTag } from '../lib/languages';

/**
 * The languages, each named in itself, as links that set the student's choice and come back to
 * the page (no script needed). A disclosure, so the header stays one line on a phone.
 */
export function LanguageMenu({ current, label }: { current: LanguageTag; label: string }) {
  return (
    <details className="example-language">
      <summary>
        {label}: <span lang={current}>{LANGUAGES[current]}</span>
      </summary>
      <ul>
        {(Object.keys(LANGUAGES) as LanguageTag[]).map((tag) => (
          <li key={tag}>
            <a
              href={`/language?to=${encodeURIComponent(tag)}`}
              lang={tag}
              hrefLang={tag}
              aria-current={tag === current ? 'true' : undefined}
              rel="nofollow"
            >
              {LANGUAGES[tag]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
