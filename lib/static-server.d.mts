// Types of static-server.mjs for TypeScript callers (the scenario UI driver serves dist/ with it).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  config: () => unknown;
  immutableAssets?: boolean;
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
}): Promise<Server>;
