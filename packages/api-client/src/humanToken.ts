/**
 * The header a page sends its human-verification widget's token in, for the proxy's
 * `humanCheck.verify`: the same name on both sides.
 */
export const HUMAN_TOKEN_HEADER = 'X-Unistay-Human-Token';
