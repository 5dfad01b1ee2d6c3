// The procurement (Coupa) punch-out: the starter route trades a request id for credentials.

export interface InitializeLogInRequest {
  requestId: string;
}

export interface InitializeLogInResponse {
  username: string;
  token: string;
}

// Shape not shown in the spec: the punch-out body; passed through as given.
export type PunchoutRequest = Record<string, unknown>;
