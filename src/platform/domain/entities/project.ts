// Project (translation) and quote (estimate) creation: the same payload goes to /projects or /quotes;
// the answer carries the new id and a presigned post for the files.

import type { InputMethod, SubmitType } from '../enums';
import type { CustomFieldValue } from './customField';
import type { NamedRef } from './geography';
import type { PresignedPost, UploadableFile } from './upload';

/** The contact section of an unauthenticated submission. */
export interface ContactInfo {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: NamedRef | null;
  zipCode?: string;
  country?: NamedRef | null;
  customFields?: CustomFieldValue[];
}

export interface ProjectFileLink {
  url: string;
  name: string;
  category: 'SOURCE_DOCUMENT';
}

export interface CreateProjectPayload {
  clientId?: string;
  projectName: string;
  /** Unauthenticated submissions only. */
  contactInfo?: ContactInfo;
  notes?: string;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  xtrfServiceId?: number;
  customFields?: CustomFieldValue[];
  /** Required for unauthenticated submissions. */
  emailVerificationCode?: string;
  fileLinks?: ProjectFileLink[];
}

// Ids are typed loosely: a project is already created when the answer arrives, so a numeric id from the TMS
// must not fail the submission before its files are uploaded.
export interface CreateProjectResponse {
  projectId: string | number;
  presignedPost: PresignedPost;
}

export interface CreateQuoteResponse {
  quoteId: string | number;
  presignedPost: PresignedPost;
}

/** Form-level fields that never travel as such: they decide the call, the files and the text file. */
export interface ProjectFormExtras {
  submitType: SubmitType;
  inputMethod: InputMethod;
  textInput?: string;
  includeReferenceFiles?: boolean;
  referenceFiles?: UploadableFile[];
}
