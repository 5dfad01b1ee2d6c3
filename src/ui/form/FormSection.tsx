// A titled part of a long form: a fieldset named by its legend, the legend a level-2 heading so the page's
// heading outline (and a screen reader's list of headings) shows the form's parts, and an id that an
// in-page list of the sections (FormSectionList) links to.
import type { ReactNode } from 'react';
import { useMessages } from '../uiLocale';
import { formMessages } from './messages';

export interface FormSectionLink {
  /** The element id the list links to. */
  id: string;
  title: string;
}

export function FormSection({ section, children }: { section: FormSectionLink; children: ReactNode }) {
  return (
    // scroll-mt: a jump from the list leaves a little room above the heading.
    <fieldset id={section.id} className="grid scroll-mt-4 gap-4">
      <legend className="mb-2">
        <h2 className="text-lg font-semibold text-slate-900">{section.title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}

/** The sections of a long form as links, so a person can see its parts and jump between them. */
export function FormSectionList({
  label,
  sections,
}: {
  label: string;
  sections: readonly FormSectionLink[];
}) {
  const t = useMessages(formMessages);
  return (
    <nav aria-label={label} className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <p aria-hidden="true" className="mb-1 font-medium text-slate-700">
        {t('form.onThisForm')}
      </p>
      <ol className="flex flex-wrap gap-x-6 gap-y-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-primary-700 underline-offset-2 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
