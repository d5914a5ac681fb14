/** The parts of a component a partner can give class names to. */
export type FormPart =
  | 'root'
  | 'context'
  | 'field'
  | 'label'
  | 'hint'
  | 'input'
  | 'error'
  | 'errorSummary'
  | 'errorSummaryTitle'
  | 'errorSummaryList'
  | 'status'
  | 'actions'
  | 'submit'
  | 'success'
  | 'successHeading'
  | 'secondaryButton'
  | 'toolbar'
  | 'table'
  | 'statusBadge'
  | 'skeleton'
  | 'notice'
  | 'rangeSummary'
  | 'pagination'
  | 'paginationGap'
  | 'details'
  | 'message'
  | 'linkButton'
  | 'muted';

export type ClassNames = Partial<Record<FormPart, string>>;

/**
 * Class names for a part: ours (`unistay-…`) unless `unstyled`, then the partner's. The status line
 * stays visually hidden in unstyled mode too, unless given a class of its own: it is for screen
 * readers, and showing it would repeat what the page already shows.
 */
export function partClassName(part: FormPart, classNames: ClassNames = {}, unstyled = false) {
  const own =
    unstyled && part !== 'status'
      ? undefined
      : `unistay-${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const theirs = classNames[part];
  if (part === 'status' && theirs) return theirs;
  return [own, theirs].filter(Boolean).join(' ') || undefined;
}
