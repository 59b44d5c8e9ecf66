/**
 * Spec 1 §9 "chunk load timeout 120 seconds": a screen whose code has not arrived by then counts as
 * failed, so the person gets the route error page (with reload) instead of a spinner that never ends.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
