/** How far beyond the measured spread each gate sits. */
export const GATE_MARGINS: { tableRatioFactor: number; performancePoints: number };

/** EnquiryTable mounting 100 rows, over a plain <table> of the same rows. */
export const TABLE_RATIO: {
  rows: number;
  processes: number;
  gate: number;
  goal: number;
  laterGoal: number;
};

/** Lighthouse (mobile) on every page of the demo's production build. */
export const LIGHTHOUSE: {
  runsPerPage: number;
  accessibility: number;
  bestPractices: number;
  performanceGate: number;
  nextPerformanceGate: number;
  performanceGoal: number;
  nextPerformanceGoal: number;
};

/** The other benchmarks' goals, printed by `pnpm bench`, never gated. */
export const BENCH_GOALS: {
  typingFormRenders: number;
  typingMessageRenders: number;
  proxyRatio: number;
  proxyVsBare: number;
};
