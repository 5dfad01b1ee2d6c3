import { describe, expect, it } from 'vitest';
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
} from '../../../../src/platform/api/statistics';
import type { HttpClient } from '../../../../src/platform/http/client';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases, type ApiCase } from './apiCases';

const rows = [{ projectManager: 'Pat', projectManagerId: 3, standard: 2, rush: 1, totals: 3 }];

const statsCase = (path: string, call: (c: HttpClient) => Promise<unknown>): ApiCase => ({
  name: `GET /statistics/${path}`,
  call,
  method: 'GET',
  path: `/statistics/${path}`,
  response: rows,
});

describe('statistics api', () => {
  const server = runApiCases([
    statsCase('projectStats/healthcare', (c) => getProjectStats(c, 'healthcare')),
    statsCase('projectStats/taiwan%20dueToday', (c) => getProjectStats(c, 'taiwan dueToday')),
    statsCase('quoteStats/technical', (c) => getQuoteStats(c, 'technical')),
    statsCase('fohPendingReviewStats', (c) => getFohPendingReviewStats(c)),
    statsCase('fohCurrentProjectStats', (c) => getFohCurrentProjectStats(c)),
    statsCase('fohCompletedProjectStats', (c) => getFohCompletedProjectStats(c)),
    statsCase('qaStats', (c) => getQaStats(c)),
    statsCase('qaSpecialistStats/41', (c) => getQaSpecialistStats(c, 41)),
    statsCase('projectManagerStats/3', (c) => getProjectManagerStats(c, '3')),
    statsCase('projectCoordinatorCurrentStats/8', (c) => getProjectCoordinatorCurrentStats(c, 8)),
    statsCase('projectCoordinatorCurrentUnassignedStats', (c) =>
      getProjectCoordinatorCurrentUnassignedStats(c),
    ),
    statsCase('projectCoordinatorCompletedStats/8', (c) => getProjectCoordinatorCompletedStats(c, 8)),
    statsCase('statsPastDue/3', (c) => getStatsPastDue(c, 3)),
    statsCase('statsDueToday/3', (c) => getStatsDueToday(c, 3)),
  ]);

  it('a statistics answer that is not a list is a ResponseFormatError', async () => {
    answerEverything(server, 200, { rows });
    await expect(getQaStats(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
