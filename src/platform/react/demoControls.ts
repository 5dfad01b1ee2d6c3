// What the embedded demo backend offers the UI (fixture mode only). The web entry fills this atom after it
// lazily loaded the fixtures; the shell never imports the fixtures, so a production bundle that talks to a
// real API carries none of this. Faults and journal entries are the domain's definitions, which the fixtures
// use too (the platform may not import the fixtures); the fixtures' control surface satisfies these types.

import { atom } from 'jotai';
import type { FaultSpec, JournalEntry } from '../domain/demoBackend';
import { usePlatformValue } from './platformStore';

export interface DemoPersona {
  username: string;
  summary: string;
}

/** A failure to inject, as the fixtures' fault surface takes it (the shared definition). */
export type DemoFaultSpec = FaultSpec;

export interface DemoFault extends DemoFaultSpec {
  id: number;
  remaining: number | 'always';
}

/** One request the demo backend received (the shared definition). */
export type DemoJournalEntry = JournalEntry;

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

/** Whether the portal runs on its embedded demo backend: known from the first render, before it started. */
export const useDemoMode = (): boolean => useWakeDemoBackend() !== null;
