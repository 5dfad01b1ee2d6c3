// The request form's sections, in the form's order: the visitor's form lists them at its top.
import type { FormSectionLink } from '../../ui/form/FormSection';

export const REQUEST_SECTIONS = {
  contact: { id: 'request-contact', title: 'Contact' },
  document: { id: 'request-document', title: 'Document info' },
  project: { id: 'request-project', title: 'Project info' },
} as const satisfies Record<string, FormSectionLink>;

export const REQUEST_SECTION_LIST_LABEL = 'Sections of the form';
