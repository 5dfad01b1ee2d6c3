// The external translation management system: the project-management dashboard tile opens the
// authorization URL this answer carries.

export interface TmsAuthUrlResponse {
  authUrl: string;
}
