// The contract between the scenario runner and the operations of the registry.
import type { SessionUser } from '../../src/platform/domain/entities/sessionUser';
import type { FlowClock } from '../../src/platform/flows/waiting';
import type { HttpClient } from '../../src/platform/http/client';
import type { ArgSpecs } from './argSpec';
import type { ScenarioBackend } from './backend';

/** What a step can reach besides its own HTTP client. */
export interface ScenarioWorld {
  backend: ScenarioBackend;
  /** The API root of the run, e.g. http://127.0.0.1:4010/api/v1. */
  apiBaseUrl: string;
  /** The backend's clock; waiting advances it (fixtures) or passes (a server without controls). */
  clock: FlowClock;
  /** The fetch every client of the scenario uses (it records the last status). */
  fetch: typeof fetch;
  /** Signs in and makes the user the scenario's default caller. */
  signIn(
    username: string,
    password?: string,
    factor?: { code?: string; totpSecret?: string },
  ): Promise<SessionUser>;
  signOut(): Promise<void>;
  currentUser(): SessionUser | undefined;
}

export interface OperationContext {
  /** The step's client: its caller's token and any impersonation header. */
  http: HttpClient;
  args: Record<string, unknown>;
  world: ScenarioWorld;
}

export interface Operation {
  args: ArgSpecs;
  run(ctx: OperationContext): Promise<unknown>;
}

export const required = { required: true } as const;

/** Arguments after {{placeholders}} were filled: read defensively. */
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
export const optionalText = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : String(value);
export const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
