// Types of nginx-server.mjs for TypeScript callers (the e2e projects `nginx` and `api`).
export const NGINX_MISSING: string;
export function nginxInstalled(): boolean;
export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}
export function startNginx(options: { dist: string; port: number; config?: unknown }): Promise<RunningNginx>;
