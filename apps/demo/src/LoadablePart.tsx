import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';
import { useDemoWords } from './language.js';

/** A part's code that did not arrive (offline, a dropped connection): it can be loaded again. */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded.', { cause });
    this.name = 'PartLoadError';
  }
}

/** Which try of the nearest `LoadablePart` this is: a failed part is loaded afresh on the next. */
const Attempt = createContext(0);

/**
 * A part of a page whose code loads on demand, as `React.lazy`, that can be loaded again after a
 * failure: React keeps a lazy component's failure for good, so each new try makes a new one.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let made: { attempt: number; failed: boolean; Part: ComponentType<Props> } | null = null;
  // Made once per part, at module level, as `lazy` is: its identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  return function LazyPart(props: Props) {
    const attempt = useContext(Attempt);
    if (!made || (made.failed && made.attempt !== attempt)) {
      const loading = { attempt, failed: false, Part: (() => null) as ComponentType<Props> };
      loading.Part = lazy(() =>
        load().then(
          (Part) => ({ default: Part }),
          (error: unknown) => {
            loading.failed = true;
            throw new PartLoadError(error);
          },
        ),
      );
      made = loading;
    }
    const { Part } = made;
    return <Part {...props} />;
  };
}

interface BoundaryProps {
  children: ReactNode;
  failed: (retry: () => void) => ReactNode;
  /** When it changes (another page), a failed part is tried again. */
  resetWith?: unknown;
}

/** Catches a part that did not load, and loads it again on "Try again" or once back online. */
class PartBoundary extends Component<BoundaryProps, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    if (this.state.error) this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetWith !== this.props.resetWith) this.retry();
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    const { error, attempt } = this.state;
    // Anything else is a fault in the code, for the boundary above (or none) to meet.
    if (error && !(error instanceof PartLoadError)) throw error;
    if (error) return this.props.failed(this.retry);
    return <Attempt.Provider value={attempt}>{this.props.children}</Attempt.Provider>;
  }
}

/**
 * Where parts made with `lazyPart` load: "Loading…" while they do, and, should their code not
 * arrive, a message with "Try again" instead of a page gone blank. Nothing else on the page goes.
 */
export function LoadablePart({
  children,
  resetWith,
}: {
  children: ReactNode;
  resetWith?: unknown;
}) {
  const { t } = useDemoWords();
  return (
    <PartBoundary
      resetWith={resetWith}
      failed={(retry) => (
        <p role="alert" className="demo-error">
          {t('partLoadFailed')}{' '}
          <button type="button" onClick={retry}>
            {t('tryAgain')}
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p role="status">{t('loading')}</p>}>{children}</Suspense>
    </PartBoundary>
  );
}
