import type { RouteNameOf, ToolPropsOf } from '../../platform/react/toolManifest';
import type { manifest } from './manifest';

/** The dashboard's route names, as its manifest names them. */
export type DashboardRoute = RouteNameOf<typeof manifest>;

export type DashboardHref = ToolPropsOf<typeof manifest>['href'];

/** The name in the unassigned quote lists' addresses (id 'null'): an address, so English in every language. */
export const UNASSIGNED_IN_ROUTE = 'Unassigned';
