// Types of route-roots.mjs for the TypeScript tests.
export const ROUTE_ROOTS_FILE: string;
export function toolRouteRoots(root: string, productName: string): string[];
export function routeRootsSource(root: string): Promise<string>;
export function writeRouteRoots(root: string): Promise<boolean>;
