import type { RouteNameOf, ToolPropsOf } from '../../platform/react/toolManifest';
import type { manifest } from './manifest';

/** The dashboard's route names, as its manifest names them. */
export type DashboardRoute = RouteNameOf<typeof manifest>;

export type DashboardHref = ToolPropsOf<typeof manifest>['href'];

/**
 * The name in an unassigned quote list's address (id 'null') when the row names no coordinator: part of the
 * address, so the same in every language.
 */
export const UNASSIGNED_IN_ROUTE = 'Unassigned';
