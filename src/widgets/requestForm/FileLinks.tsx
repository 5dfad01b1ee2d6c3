// The file-links input method (part 2 §2.3, §5): the list of links with a small editor; URL and name both
// required and unique, the URL well-formed, each problem in its own words. Loaded when the method is chosen.
import { useId, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { ProjectFileLink } from '../../platform/domain/entities/project';
import { fileLinkErrors } from '../../platform/validation/fileLinks';
import { Button } from '../../ui/Button';
import { useFieldError } from '../../ui/form/useFieldError';
import { inputClasses } from '../../ui/TextInput';
import { richMessage } from '../../ui/richMessage';
import { useMessages } from '../../ui/uiLocale';
import { requestFormMessages } from './messages';

/** The list of links with a small editor: URL and name both required and unique, each with its message. */
export function FileLinks() {
  const t = useMessages(requestFormMessages);
  const form = useForm();
  const { input, meta } = useField<ProjectFileLink[]>('fileLinks', {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const links = Array.isArray(input.value) ? input.value : [];
  const listError = useFieldError(meta);
  const [draft, setDraft] = useState({ url: '', name: '' });
  const [errors, setErrors] = useState<{ url?: string; name?: string }>({});
  const urlId = useId();
  const nameId = useId();
  const add = () => {
    const link = { url: draft.url.trim(), name: draft.name.trim() };
    const problems = fileLinkErrors(link, links);
    setErrors(problems);
    if (problems.url || problems.name) return;
    form.change('fileLinks', [...links, link]);
    setDraft({ url: '', name: '' });
  };
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-800">{t('requestForm.fileLinks')}</p>
      {links.length ? (
        <ul className="grid gap-1 text-sm">
          {links.map((link) => (
            <li key={link.url} className="flex items-center justify-between gap-2">
              <span className="truncate">
                {link.name} — <span className="text-slate-600">{link.url}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  form.change(
                    'fileLinks',
                    links.filter((l) => l !== link),
                  )
                }
              >
                {richMessage(t, 'requestForm.removeLink', {
                  name: <span className="sr-only">{link.name}</span>,
                })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            {t('requestForm.linkUrl')}
          </label>
          <input
            id={urlId}
            type="url"
            value={draft.url}
            onChange={(e) => setDraft({ ...draft, url: e.target.value })}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={errors.url ? `${urlId}-error` : undefined}
            className={inputClasses(!!errors.url)}
          />
          {errors.url ? (
            <p id={`${urlId}-error`} className="text-sm text-red-700">
              {errors.url}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor={nameId} className="text-sm font-medium text-slate-800">
            {t('requestForm.linkName')}
          </label>
          <input
            id={nameId}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${nameId}-error` : undefined}
            className={inputClasses(!!errors.name)}
          />
          {errors.name ? (
            <p id={`${nameId}-error`} className="text-sm text-red-700">
              {errors.name}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={add}>
          {t('requestForm.addLink')}
        </Button>
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
    </div>
  );
}
