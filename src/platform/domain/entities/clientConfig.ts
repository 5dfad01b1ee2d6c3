// The configuration of a client organisation: sign-up and create-request behaviour, branding, MFA and
// organisation management switches. Part 1 and part 2 of the spec each list a subset; this is the union.

import type { SubmissionMode } from '../enums';
import type { XtrfLanguageRef } from './language';

export interface SubmissionModeCondition {
  fieldName: string;
  value: string;
}

export interface SourceLanguageSettings {
  defaultLanguage?: XtrfLanguageRef | null;
  isHidden?: boolean;
  isDisabled?: boolean;
  /** Hides the 'more options' checkbox that widens the list to all languages. */
  disableShowAllLanguages?: boolean;
}

export interface TargetLanguageSettings {
  defaultLanguages?: XtrfLanguageRef[];
  isHidden?: boolean;
  isDisabled?: boolean;
  disableShowAllLanguages?: boolean;
}

export interface CreateProjectSettings {
  skipEmailDomainValidation?: boolean;
  disableUnauthenticatedSubmissions?: boolean;
  sourceLanguage?: SourceLanguageSettings;
  targetLanguages?: TargetLanguageSettings;
  /** Conditions of the *_EXCEPT submission modes, matched against custom field values. */
  submissionModeConditions?: SubmissionModeCondition[];
}

// Shape not shown in the spec: a selectable service; its id is sent as the payload's xtrfServiceId.
export interface SelectableWorkflow {
  xtrfServiceId: number;
  name: string;
}

export interface ClientConfig {
  clientId: string;
  companyName: string;
  /** 'ACTIVE' or anything else (inactive). */
  status: string;
  logoUrl?: string | null;
  signUpToken?: string | null;
  createProjectToken?: string | null;
  bannerUrl?: string | null;
  /** HTML when it contains markup, else shown line by line. */
  instructionalText?: string | null;
  selectableWorkflows?: SelectableWorkflow[];
  projectSubmissionFooterMessage?: string | null;
  projectSubmissionMode?: SubmissionMode;
  isMfaEnabled?: boolean;
  isOrgManagementEnabled?: boolean;
  allowedEmailDomains?: string[];
  disableSelfRegistration?: boolean;
  createProjectSettings?: CreateProjectSettings;
}

/** Query of GET /clientConfigs; externalGroups travels as a comma list. */
export interface ClientConfigQuery {
  emailDomain?: string;
  contactEmail?: string;
  externalGroups?: readonly string[];
}
