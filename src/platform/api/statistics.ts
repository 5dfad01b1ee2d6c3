// Staff dashboard statistics: one function per endpoint. Summary lists (per category or vertical, the
// front-of-house lists, QA) feed the dashboard sections; the per-person lists feed the detail routes,
// whose id comes from the route (coordinator 'null' is the unassigned list, a separate endpoint).

import type { CoordinatorRow, ProjectDetailRow, QaJobRow, StatsRow } from '../domain/entities/statistics';
import type { HttpClient } from '../http/client';
import { listOf, segment, type CallInit } from './call';

type Id = string | number;

function stats<T>(http: HttpClient, path: string, init?: CallInit): Promise<T[]> {
  return http.get(`/statistics/${path}`, { signal: init?.signal, expect: listOf<T>() });
}

/** `type` is the category or vertical of the section (e.g. 'healthcare', or a turnaround/past-due variant). */
export const getProjectStats = (http: HttpClient, type: string, init?: CallInit) =>
  stats<StatsRow>(http, `projectStats/${segment(type)}`, init);

export const getQuoteStats = (http: HttpClient, type: string, init?: CallInit) =>
  stats<StatsRow>(http, `quoteStats/${segment(type)}`, init);

export const getFohPendingReviewStats = (http: HttpClient, init?: CallInit) =>
  stats<StatsRow>(http, 'fohPendingReviewStats', init);

export const getFohCurrentProjectStats = (http: HttpClient, init?: CallInit) =>
  stats<StatsRow>(http, 'fohCurrentProjectStats', init);

export const getFohCompletedProjectStats = (http: HttpClient, init?: CallInit) =>
  stats<StatsRow>(http, 'fohCompletedProjectStats', init);

export const getQaStats = (http: HttpClient, init?: CallInit) => stats<StatsRow>(http, 'qaStats', init);

/** id: the QA specialist's contact person id. */
export const getQaSpecialistStats = (http: HttpClient, id: Id, init?: CallInit) =>
  stats<QaJobRow>(http, `qaSpecialistStats/${segment(id)}`, init);

export const getProjectManagerStats = (http: HttpClient, id: Id, init?: CallInit) =>
  stats<ProjectDetailRow>(http, `projectManagerStats/${segment(id)}`, init);

export const getProjectCoordinatorCurrentStats = (http: HttpClient, id: Id, init?: CallInit) =>
  stats<CoordinatorRow>(http, `projectCoordinatorCurrentStats/${segment(id)}`, init);

export const getProjectCoordinatorCurrentUnassignedStats = (http: HttpClient, init?: CallInit) =>
  stats<CoordinatorRow>(http, 'projectCoordinatorCurrentUnassignedStats', init);

export const getProjectCoordinatorCompletedStats = (http: HttpClient, id: Id, init?: CallInit) =>
  stats<CoordinatorRow>(http, `projectCoordinatorCompletedStats/${segment(id)}`, init);

export const getStatsPastDue = (http: HttpClient, id: Id, init?: CallInit) =>
  stats<ProjectDetailRow>(http, `statsPastDue/${segment(id)}`, init);

export const getStatsDueToday = (http: HttpClient, id: Id, init?: CallInit) =>
  stats<ProjectDetailRow>(http, `statsDueToday/${segment(id)}`, init);
