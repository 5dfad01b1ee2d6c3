import type { ToolProps } from '../../platform/react/toolManifest';

/** The dashboard's route names (manifest.ts). */
export type DashboardRoute =
  'dashboard' | 'projectManager' | 'pastDue' | 'dueToday' | 'qa' | 'currentQuotes' | 'completedQuotes';

export type DashboardHref = ToolProps<DashboardRoute>['href'];
