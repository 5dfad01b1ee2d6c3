// Rows of the staff dashboards. One summary row type serves all statistics lists (project managers,
// coordinators, QA specialists): each list fills the fields of its own role.

/** The verticals of the PM/SV and FOH PC sections; each also has turnaround, past-due and due-today variants. */
export const DASHBOARD_VERTICALS = [
  'comprehension',
  'healthcare',
  'insurance',
  'technical',
  'government',
  'taiwan',
] as const;
export type DashboardVertical = (typeof DASHBOARD_VERTICALS)[number];

export interface StatsRow {
  projectManager?: string;
  projectManagerId?: number;
  standard?: number;
  rush?: number;
  totals?: number;
  projectCount?: number;
  projectCoordinator?: string | null;
  /** Null for the unassigned coordinator row. */
  projectCoordinatorId?: number | null;
  quotes?: number;
  quoteReviewStatus?: string;
  qaSpecialist?: string;
  assignedJobs?: number;
  contactPersonId?: number;
}

/** Project manager list, past due, due today. */
export interface ProjectDetailRow {
  projectId: number;
  internalProjectId: string;
  /** ISO date-time; tables show the date only. */
  projectDeadline: string;
  projectName: string;
  client: string;
  languages: string;
  totalAgreed: number;
  /** 'Rush' is shown bold, red, upper case. */
  rateType: string;
  projectGroupName?: string | null;
  projectGroupId?: number | null;
  status: string;
  pastDue?: boolean;
}

export interface QaJobRow {
  projectNumber: string;
  assignedTo: string;
  jobAssignmentId: number;
  projectJobId: number;
  jobStartDate: string;
  projectManager: string;
  jobStatus: string;
  qaType: string;
  // Shape not shown in the spec: the QA table also shows these columns.
  languages?: string;
  client?: string;
  projectDeadline?: string;
  projectGroupName?: string | null;
  projectGroupId?: number | null;
}

export interface QuoteRow {
  /** Null when the row links by internalProjectId instead. */
  quoteId?: number | null;
  internalProjectId?: string | null;
  startDate: string;
  projectDeadline: string;
  projectName: string;
  client: string;
  languages: string;
  totalAgreed: number;
  rateType: string;
}

/**
 * Coordinator current/completed lists: the spec names them project detail tables and shows them with the
 * quote list columns, so a row carries the quote fields and may carry the project detail ones.
 */
export type CoordinatorRow = QuoteRow & Partial<Omit<ProjectDetailRow, keyof QuoteRow>>;
