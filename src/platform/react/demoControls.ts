// What the embedded demo backend offers the UI (fixture mode only). The web entry fills this atom after it
// lazily loaded the fixtures; the shell never imports the fixtures, so a production bundle that talks to a
// real API carries none of this. The backend's types are restated here by shape (the platform may not
// import the fixtures); the fixtures' control surface satisfies them.

import { atom } from 'jotai';
import { usePlatformValue } from './platformStore';

export interface DemoPersona {
  username: string;
  summary: string;
}

/** A failure to inject, as the fixtures' fault surface takes it. */
export interface DemoFaultSpec {
  method: string;
  /** A glob such as `/api/v1/autoQuotes/*`. */
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  networkError?: boolean;
  times?: number | 'always';
}

export interface DemoFault extends DemoFaultSpec {
  id: number;
  remaining: number | 'always';
}

/** One request the demo backend received (the fixtures' journal entry, the fields the panel reads). */
export interface DemoJournalEntry {
  seq: number;
  requestId: string;
  /** Fixture-clock time, ISO. */
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Cognito operation, for calls to the identity emulation. */
  operation?: string;
  headers: { authorization: boolean; tokenUsername?: string; usernameOverride?: string; contentType?: string };
  body?: unknown;
  fault?: string;
  injected?: DemoFaultSpec;
  status?: number;
  durationMs?: number;
}

export interface DemoClockReading {
  now: string;
  ms: number;
}

/** The demo backend's control surface: clock, faults, journal and state (fixtures/runtime/controls.ts). */
export interface DemoBackend {
  now(): DemoClockReading;
  setClock(now: string | number): DemoClockReading;
  advanceClock(ms: number): DemoClockReading;
  faults(): DemoFault[];
  injectFault(spec: DemoFaultSpec): DemoFault;
  removeFault(id: number): void;
  clearFaults(): void;
  journal(): DemoJournalEntry[];
  clearJournal(): void;
  exportState(): unknown;
  /** Throws an Error naming the bad record when the state does not validate. */
  importState(raw: unknown): void;
  /** The API's calls the backend answers, as fault paths. */
  apiCalls: readonly { method: string; path: string }[];
}

export interface DemoControls {
  /** Puts the demo database back to its seed. */
  resetDemoData(): Promise<void> | void;
  /** One-click sign-ins of the sign-in page. */
  personas: readonly DemoPersona[];
  password: string;
  /** The rest of the control surface (the footer's demo panel). */
  backend?: DemoBackend;
}

export const demoControlsAtom = atom<DemoControls | null>(null);

/** The demo backend's controls, or null outside fixture mode (or before the fixtures loaded). */
export function useDemoControls(): DemoControls | null {
  return usePlatformValue(demoControlsAtom);
}

/** Starts the demo backend now (set by the web entry in fixture mode); the sign-in page wants its personas. */
export const wakeDemoBackendAtom = atom<(() => void) | null>(null);

export function useWakeDemoBackend(): (() => void) | null {
  return usePlatformValue(wakeDemoBackendAtom);
}
