// The roles a session or an account may carry (spec part 1 §4), as a readonly tuple and its union type.
// A file of its own: the first chunk needs them (reading a stored session's claims), none of the other
// closed sets of enums.ts.
export const ROLES = [
  'ADMIN',
  'SUPER_USER',
  'OPERATOR',
  'POWER_USER',
  'CLIENT',
  'CLIENT_EMPLOYEE',
  'LINGUIST',
  'PROJECT_COORDINATOR',
  'CLIENT_MANAGER',
  'DESKTOP_PUBLISHER',
  'ENGINEER',
  'QA',
  'QUOTER',
  'EXECUTIVE',
] as const;
export type Role = (typeof ROLES)[number];
