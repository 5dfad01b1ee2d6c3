// Job requests: every request the client made (web form, machine translation, media, Coupa, ...), their
// files, the list page and the zip of translated files.

import type { FileCategory, JobRequestStatus, Origination, RequestType, ZipStatus } from '../enums';
import type { CustomFieldValue } from './customField';
import type { Address } from './geography';
import type { LanguageIdName } from './language';

export interface LinguisticQualityScore {
  score: number;
  scoreReason?: string | null;
}

export interface JobRequestFile {
  fileName: string;
  fileKey: string;
  category: FileCategory;
  /** The target language of a translated file. */
  languageId?: string | null;
  linguisticQualityScore?: number | null;
  linguisticQualityScoreReason?: string | null;
}

export interface JobRequestFileLink {
  name: string;
  url: string;
  category: FileCategory;
}

export interface LinguisticQualityReviewResult extends LinguisticQualityScore {
  languageId: string;
}

export interface JobRequest {
  id: string;
  name: string;
  status: JobRequestStatus;
  origination: Origination;
  requestType?: RequestType;
  sourceLanguage?: LanguageIdName | null;
  targetLanguages?: LanguageIdName[];
  files?: JobRequestFile[];
  fileLinks?: JobRequestFileLink[];
  customFields?: CustomFieldValue[];
  notes?: string | null;
  externalReferenceId?: string | null;
  lltsBranchId?: string | null;
  /** ISO date-time of submission. */
  createTime: string;
  /** The human translation project, once submitted to the TMS. */
  xtrfInternalId?: string | null;
  xtrfName?: string | null;
  linguisticQualityReviewResults?: LinguisticQualityReviewResult[];
}

/** A file already in storage (uploaded through a presigned post), referenced by key. */
export interface JobRequestFileRef {
  fileName: string;
  fileKey: string;
  category: FileCategory;
  languageId?: string;
}

// Shape not shown in the spec ("job request body"): the job request's own fields, with languages by id
// as in every other create payload.
export interface CreateJobRequestBody {
  name: string;
  origination: Origination;
  requestType: RequestType;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  files?: JobRequestFileRef[];
  fileLinks?: JobRequestFileLink[];
  customFields?: CustomFieldValue[];
  notes?: string;
  externalReferenceId?: string;
  lltsBranchId?: string;
}

/** The extras of POST /jobRequests/actions/unauthenticatedCreateJobRequest. */
export interface UnauthenticatedCreateJobRequestBody extends CreateJobRequestBody {
  companyName: string;
  requestorEmail: string;
  requestorFirstName: string;
  requestorLastName: string;
  contactAddress?: Address;
  emailVerificationCode: string;
}

export interface CreatedJobRequest {
  id: string;
}

export interface ListJobRequestsQuery {
  origination?: Origination | readonly Origination[];
  pageToken?: string;
  pageSize?: number;
  /** Travels as a comma list. */
  status?: readonly JobRequestStatus[];
}

export interface JobRequestPage {
  items: JobRequest[];
  /** Absent or null on the last page. */
  nextPageToken?: string | null;
}

/** POST .../actions/submitToXtrf; requestType is always QUOTE_REQUEST and is added by the call. */
export interface SubmitToHumanExpertBody {
  projectName: string;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  notes?: string;
  customFields?: CustomFieldValue[];
  files: JobRequestFileRef[];
}

export interface AcceptQuoteResponse {
  /** Where to go after accepting (the procurement system), when given. */
  redirectUrl?: string | null;
}

export interface DownloadUrlResponse {
  downloadUrl: string;
}

export interface ZipStatusResponse {
  status: ZipStatus;
  /** Set once COMPLETED. */
  downloadUrl?: string | null;
}
