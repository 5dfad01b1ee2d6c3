// The branch of the optional first route segment. A 404 reads 'Branch not found'; the shell drops the
// segment on any failure.

import type { Branch } from '../domain/entities/branch';
import type { HttpClient } from '../http/client';
import { BRANCH_MESSAGES } from '../http/catalogue';
import { isRecord } from '../http/shape';
import { segment, type CallInit } from './call';

export function getBranch(http: HttpClient, branchId: string, init?: CallInit): Promise<Branch> {
  return http.get(`/branches/${segment(branchId)}`, {
    signal: init?.signal,
    messages: BRANCH_MESSAGES,
    expect: (value): value is Branch => isRecord(value),
  });
}
