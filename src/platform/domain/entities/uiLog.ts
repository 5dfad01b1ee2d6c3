// An entry of the UI log the portal ships to the API (also on global errors).

// Shape not shown in the spec beyond ERROR and INFO (and the logger's default 'verbose').
export type UiLogLevel = 'ERROR' | 'WARN' | 'INFO' | 'DEBUG' | 'VERBOSE';

export interface UiLogEntry {
  level: UiLogLevel;
  message: string;
  details?: unknown;
}
