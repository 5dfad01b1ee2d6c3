// What the request form holds, and how it becomes the platform's RequestDraft (flows/requestPreparation):
// the one preparation the CLI and the scenario runner use too, so the form sends the same body.
import type { AddressFormValues } from '../../platform/domain/addressOptions';
import { toAddress } from '../../platform/domain/addressOptions';
import {
  customFieldFormKey,
  customFieldFormValue,
  customFieldInitialValues,
  customValuesFromForm,
} from '../../platform/domain/customFields';
import type { ReusedDetails } from '../../platform/domain/reuseDetails';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import type { CustomFieldDefinition } from '../../platform/domain/entities/customField';
import type { Country, Province } from '../../platform/domain/entities/geography';
import type { ProjectFileLink } from '../../platform/domain/entities/project';
import type { InputMethod, SubmitType } from '../../platform/domain/enums';
import type { LanguagePickerSettings } from '../../platform/domain/languageOptions';
import { defaultProjectName } from '../../platform/domain/projectNames';
import type { RequestDraft } from '../../platform/flows/requestPreparation';
import { createRequestErrors, type RequestLimits } from '../../platform/flows/requestErrors';
import type { FieldErrors } from '../../platform/validation/validateSync';

export interface ContactFormValues extends AddressFormValues {
  companyName?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
}

export interface RequestFormValues {
  contactInfo?: ContactFormValues;
  inputMethod: InputMethod;
  files?: File[];
  textInput?: string;
  fileLinks?: ProjectFileLink[];
  referenceFiles?: File[];
  projectName?: string;
  sourceLanguageId?: string;
  targetLanguageIds?: string[];
  service?: string;
  notes?: string;
  customFields?: Record<string, unknown>;
  /** Set by the button pressed: Send for estimation or Send to translation. */
  submitType?: SubmitType;
}

export function initialRequestValues(
  email: string | undefined,
  definitions: readonly CustomFieldDefinition[],
  pickers: LanguagePickerSettings | undefined,
  now: Date,
  reuse?: ReusedDetails,
  /** A visitor's company, when the e-mail's domain (or the link) named it: filled in, still editable. */
  visitorClient?: Pick<ClientConfig, 'companyName'>,
): RequestFormValues {
  const customFields = customFieldInitialValues(definitions, 'PROJECT');
  // A reused request's values replace the defaults of the fields this client still has.
  for (const def of definitions) {
    const value = reuse?.fields[def.name];
    if (value !== undefined) customFields[customFieldFormKey(def.name)] = customFieldFormValue(def, value);
  }
  const targets = reuse?.targetLanguageIds.length ? reuse.targetLanguageIds : pickers?.targets.defaultIds;
  return {
    inputMethod: 'FILES',
    contactInfo: visitorContact(email, visitorClient?.companyName?.trim()),
    projectName: defaultProjectName(email, now),
    sourceLanguageId: reuse?.sourceLanguageId ?? pickers?.source.defaultId,
    targetLanguageIds: targets?.length ? [...targets] : undefined,
    notes: reuse?.notes,
    customFields,
  };
}

function visitorContact(
  email: string | undefined,
  companyName: string | undefined,
): ContactFormValues | undefined {
  if (!email && !companyName) return undefined;
  return { ...(companyName ? { companyName } : {}), ...(email ? { email } : {}) };
}

const uploadable = (files: readonly File[] | undefined) =>
  (files ?? []).map((file) => ({ name: file.name, data: file }));
const trimmed = (text: string | undefined) => (text ?? '').trim();

/** The draft of what was typed; the contact section only for visitors. */
export function requestDraft(
  values: RequestFormValues,
  client: ClientConfig | undefined,
  visitor: { countries: readonly Country[]; provinces: readonly Province[] } | undefined,
): RequestDraft {
  const contact = values.contactInfo ?? {};
  return {
    client,
    estimate: values.submitType !== 'PROJECT',
    service: values.service || undefined,
    fields: customValuesFromForm(values.customFields),
    projectName: values.projectName ?? '',
    notes: trimmed(values.notes) || undefined,
    sourceLanguageId: values.sourceLanguageId ?? '',
    targetLanguageIds: values.targetLanguageIds ?? [],
    inputMethod: values.inputMethod,
    files: values.inputMethod === 'FILES' ? uploadable(values.files) : undefined,
    textInput: values.inputMethod === 'TEXT' ? values.textInput : undefined,
    fileLinks: values.inputMethod === 'FILELINKS' ? values.fileLinks : undefined,
    referenceFiles: uploadable(values.referenceFiles),
    contact: visitor
      ? {
          companyName: trimmed(contact.companyName) || undefined,
          email: trimmed(contact.email),
          firstName: trimmed(contact.firstName),
          lastName: trimmed(contact.lastName),
          phoneNumber: trimmed(contact.phoneNumber) || undefined,
          ...addressOf(contact, visitor),
        }
      : undefined,
  } as RequestDraft;
}

/** The optional address of a visitor: sent only when something of it was typed. */
function addressOf(
  contact: ContactFormValues,
  lists: { countries: readonly Country[]; provinces: readonly Province[] },
) {
  const typed = contact.address1 || contact.address2 || contact.city || contact.zipCode || contact.countryId;
  if (!typed) return {};
  const address = toAddress(contact, lists.countries, lists.provinces);
  return { ...address, country: address.country?.id ? address.country : null };
}

/**
 * The rules that need no server, checked as the person types and before Submit (so every problem shows at
 * once): the platform's createRequestErrors on what the form holds. The full preparation runs on submit.
 */
export function requestFormErrors(values: RequestFormValues, limits: RequestLimits): FieldErrors {
  const draft = requestDraft(values, undefined, undefined);
  return createRequestErrors(
    {
      submitType: 'ESTIMATE',
      inputMethod: draft.inputMethod,
      files: draft.files,
      textInput: draft.textInput,
      referenceFiles: draft.referenceFiles,
      payload: {
        projectName: draft.projectName,
        sourceLanguageId: draft.sourceLanguageId,
        targetLanguageIds: [...draft.targetLanguageIds],
        fileLinks: draft.fileLinks ? [...draft.fileLinks] : undefined,
        customFields: [],
      },
    },
    limits,
  );
}
