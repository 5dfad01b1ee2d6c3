// The staff dashboard's statistics (spec §7): one query per category and vertical, so each section loads
// and fails on its own; and the per-person lists of the detail routes.
import {
  getFohCompletedProjectStats,
  getFohCurrentProjectStats,
  getFohPendingReviewStats,
  getProjectCoordinatorCompletedStats,
  getProjectCoordinatorCurrentStats,
  getProjectCoordinatorCurrentUnassignedStats,
  getProjectManagerStats,
  getProjectStats,
  getQaSpecialistStats,
  getQaStats,
  getQuoteStats,
  getStatsDueToday,
  getStatsPastDue,
} from '../../api/statistics';
import { useApiQuery } from '../useApiQuery';

export type SummaryList = 'fohCurrent' | 'fohCompleted' | 'fohPendingReview' | 'qa';
export type DetailList =
  'projectManager' | 'pastDue' | 'dueToday' | 'qa' | 'currentQuotes' | 'completedQuotes';

export const projectStatsKey = (type: string) => ['statistics', 'projectStats', type] as const;
export const quoteStatsKey = (type: string) => ['statistics', 'quoteStats', type] as const;
export const summaryStatsKey = (list: SummaryList) => ['statistics', list] as const;
export const detailStatsKey = (list: DetailList, id: string) => ['statistics', 'detail', list, id] as const;

export function useProjectStats(type: string) {
  return useApiQuery(projectStatsKey(type), (http) => getProjectStats(http, type));
}

export function useQuoteStats(type: string) {
  return useApiQuery(quoteStatsKey(type), (http) => getQuoteStats(http, type));
}

const SUMMARY_CALLS = {
  fohCurrent: getFohCurrentProjectStats,
  fohCompleted: getFohCompletedProjectStats,
  fohPendingReview: getFohPendingReviewStats,
  qa: getQaStats,
} as const;

export function useSummaryStats(list: SummaryList) {
  return useApiQuery(summaryStatsKey(list), (http) => SUMMARY_CALLS[list](http));
}

const PROJECT_DETAIL_CALLS = {
  projectManager: getProjectManagerStats,
  pastDue: getStatsPastDue,
  dueToday: getStatsDueToday,
} as const;

/** A project manager's projects: all of them, past due or due today. */
export function useProjectDetailStats(list: 'projectManager' | 'pastDue' | 'dueToday', id: string) {
  return useApiQuery(detailStatsKey(list, id), (http) => PROJECT_DETAIL_CALLS[list](http, id));
}

/** A QA specialist's jobs (id: the contact person id). */
export function useQaJobStats(id: string) {
  return useApiQuery(detailStatsKey('qa', id), (http) => getQaSpecialistStats(http, id));
}

/** A coordinator's current or completed quotes; id 'null' is the unassigned list. */
export function useCoordinatorStats(list: 'currentQuotes' | 'completedQuotes', id: string) {
  return useApiQuery(detailStatsKey(list, id), (http) => {
    if (list === 'completedQuotes') return getProjectCoordinatorCompletedStats(http, id);
    return id === 'null'
      ? getProjectCoordinatorCurrentUnassignedStats(http)
      : getProjectCoordinatorCurrentStats(http, id);
  });
}
