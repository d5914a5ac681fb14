/** The parts of every component a partner can give class names to: forms, tables, galleries. */
export type PartName =
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
  | 'honeypot'
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
  | 'muted'
  | 'radio'
  | 'dateParts'
  | 'progress'
  | 'datePart'
  | 'stepIndicator'
  | 'stepHeading'
  | 'answers'
  | 'gallery'
  | 'price'
  | 'facts';

/**
 * Class names by part (`root`, `field`, `error`, …), added to ours (`unistay-…`), or alone with
 * `unstyled`.
 */
export type ClassNames = Partial<Record<PartName, string>>;

/** @deprecated The same type, named before it served tables and galleries too: use `PartName`. */
export type FormPart = PartName;

/**
 * Class names for a part: ours (`unistay-…`) unless `unstyled`, then the partner's. The status line
 * stays visually hidden in unstyled mode too, unless given a class of its own: it is for screen
 * readers, and showing it would repeat what the page already shows.
 */
export function partClassName(part: PartName, classNames: ClassNames = {}, unstyled = false) {
  // The honeypot stays out of sight unstyled too: a person must never see it to fill it.
  const own = unstyled && part !== 'status' && part !== 'honeypot' ? undefined : ownClassName(part);
  const theirs = classNames[part];
  if (part === 'status' && theirs) return theirs;
  if (!theirs) return own;
  return own ? `${own} ${theirs}` : theirs;
}

const ownClassNames = new Map<PartName, string>();
/** `errorSummary` is `unistay-error-summary`; worked out once per part, as rows ask per cell. */
function ownClassName(part: PartName) {
  let name = ownClassNames.get(part);
  if (!name) {
    name = `unistay-${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    ownClassNames.set(part, name);
  }
  return name;
}
