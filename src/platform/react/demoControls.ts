// What the embedded demo backend offers the UI (fixture mode only). The web entry fills this atom after it
// lazily loaded the fixtures; the shell never imports the fixtures, so a production bundle that talks to a
// real API carries none of this.

import { atom } from 'jotai';
import { usePlatformValue } from './platformStore';

export interface DemoPersona {
  username: string;
  summary: string;
}

export interface DemoControls {
  /** Puts the demo database back to its seed. */
  resetDemoData(): Promise<void> | void;
  /** One-click sign-ins of the sign-in page. */
  personas: readonly DemoPersona[];
  password: string;
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
