// Schemas of the small dialogs: rename, impersonation, language group and the organisation picker.
import { array, object, string } from 'yup';
import { RENAME_MAX_LENGTH } from '../domain/limits';
import { MESSAGES } from './messages';

/** Rename dialog; the field is named like the API body (newName). */
export const renameSchema = object({
  newName: string()
    .trim()
    .required(() => MESSAGES.REQUIRED)
    .max(RENAME_MAX_LENGTH, () => MESSAGES.RENAME_MAX_LENGTH),
});

/** Start-impersonation dialog. */
export const impersonationSchema = object({
  username: string()
    .trim()
    .required(() => MESSAGES.REQUIRED),
});

/** Language group editor: a name and at least one language. */
export const languageGroupSchema = object({
  name: string()
    .trim()
    .required(() => MESSAGES.REQUIRED),
  languages: array()
    .required(() => MESSAGES.REQUIRED)
    .min(1, () => MESSAGES.REQUIRED),
});

/** Mandatory organisation picker after login, and the company selectors. */
export const organisationPickerSchema = object({
  clientId: string()
    .trim()
    .required(() => MESSAGES.REQUIRED),
});
