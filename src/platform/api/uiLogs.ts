// Ships one UI log entry to the API. The logging module decides what to send and must swallow this
// call's own failures (a failing log call must not raise another global error).

import type { UiLogEntry } from '../domain/entities/uiLog';
import type { HttpClient } from '../http/client';
import type { CallInit } from './call';

export async function sendUiLog(http: HttpClient, entry: UiLogEntry, init?: CallInit): Promise<void> {
  await http.post('/uiLogs', entry, { signal: init?.signal });
}
