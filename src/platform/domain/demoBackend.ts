// The demo backend's records as every side sees them: the fixtures that keep them, the demo panel that
// shows them, and a scenario step that injects a fault. One definition, so the three never drift apart.

/** A failure injected into the demo backend (or a scenario step's `faults`). */
export interface FaultSpec<Body = unknown> {
  /** HTTP method, or '*' for any (case-insensitive). */
  method: string;
  /**
   * A glob over the URL path (`*` one segment, `**` any number), matched against the whole path or the
   * path below `/api/v1` — e.g. `/api/v1/jobRequests/*\/actions/archive` or `/jobRequests/**`. A string that
   * starts with `^` is a regular expression over the whole path.
   */
  path: string;
  status?: number;
  body?: Body;
  delayMs?: number;
  networkError?: boolean;
  /** How many matching requests it affects (default 1). */
  times?: number | 'always';
}

/** One request the demo backend received. */
export interface JournalEntry {
  seq: number;
  requestId: string;
  /** Fixture-clock time, ISO. */
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Cognito operation (X-Amz-Target), for calls to the identity emulation. */
  operation?: string;
  headers: {
    authorization: boolean;
    /** `cognito:username` of the bearer token, read without verification (a bad token still shows who). */
    tokenUsername?: string;
    usernameOverride?: string;
    contentType?: string;
  };
  body?: unknown;
  /** Set when an injected fault answered or delayed the request. */
  fault?: string;
  /** The injected fault itself, so the request can be replayed with it (a scenario step's `faults`). */
  injected?: FaultSpec;
  /** The answer's status (0 for a network error), once the entry point reported it (browser worker). */
  status?: number;
  /** Milliseconds from the request's arrival to its answer (wall clock), with `status`. */
  durationMs?: number;
}
