// The signed-in user as the session derives it from the identity token (not an API answer).

import type { Role } from '../roleNames';

export interface SessionUser {
  username: string;
  email?: string;
  roles: Role[];
  /** From a comma-separated custom claim; sent as externalGroups when looking up client configs. */
  externalGroups: string[];
  isFederatedSsoAccount: boolean;
  firstName?: string;
  lastName?: string;
  /** Where to go after sign-in. */
  initialPagePath?: string;
}
