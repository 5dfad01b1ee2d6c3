// The request form's sections, in the form's order: the visitor's form lists them at its top.
import type { FormSectionLink } from '../../ui/form/FormSection';
import { requestFormMessages, type RequestFormMessageId } from './messages';

const section = (id: string, title: RequestFormMessageId): FormSectionLink => ({
  id,
  get title() {
    return requestFormMessages.t(title);
  },
});

/** Their titles in the language active when read. */
export const REQUEST_SECTIONS = {
  contact: section('request-contact', 'requestForm.contact'),
  document: section('request-document', 'requestForm.document'),
  project: section('request-project', 'requestForm.project'),
};
