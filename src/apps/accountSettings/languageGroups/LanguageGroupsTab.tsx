// The Language Groups tab (spec part 1 §2): the personal list, and the organisation-wide list when it has
// groups or the user is a client (read-only for non-clients). Add, edit, and delete with confirmation;
// each change stores the scope's whole list, and the request forms' pickers read the same cache entry.
import { useState } from 'react';
import { canEditOrganizationGroups, showsOrganizationGroups } from '../../../platform/domain/accountSettings';
import type { LanguageGroup } from '../../../platform/domain/entities/languageGroup';
import type { LanguageGroupScope } from '../../../platform/domain/enums';
import { groupsOfScope } from '../../../platform/domain/languageGroupEdits';
import { DELETE_LANGUAGE_GROUP_TEXTS } from '../../../platform/flows/languageGroups';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { useLanguageGroups } from '../../../platform/react/queries/languageGroups';
import { useDeleteLanguageGroup } from '../../../platform/react/queries/languageGroupsMutations';
import { useLanguages } from '../../../platform/react/queries/languages';
import { useMessages } from '../../../ui/uiLocale';
import { ConfirmDialog } from '../../../ui/form/ConfirmDialog';
import { LoadingBlock } from '../../../ui/Spinner';
import { accountSettingsMessages } from '../messages';
import { LanguageGroupDialog, type GroupTarget } from './LanguageGroupDialog';
import { LanguageGroupList } from './LanguageGroupList';

export function LanguageGroupsTab({ roles }: { roles: readonly string[] }) {
  const t = useMessages(accountSettingsMessages);
  const groups = useLanguageGroups();
  const languages = useLanguages();
  const deleteGroup = useDeleteLanguageGroup();
  const [editor, setEditor] = useState<{ target: GroupTarget; open: boolean }>();
  const [deleting, setDeleting] = useState<LanguageGroup>();

  if (groups.error && !groups.data) return <ErrorMessage error={groups.error} onRetry={retryOf(groups)} />;
  if (!groups.data) return <LoadingBlock label={t('accountSettings.languageGroups.loading')} />;
  const all = groups.data;
  const sections: Array<{ scope: LanguageGroupScope; title: string; editable: boolean }> = [
    { scope: 'PERSONAL', title: t('accountSettings.languageGroups.personal'), editable: true },
  ];
  if (showsOrganizationGroups(roles, all)) {
    sections.push({
      scope: 'ORGANIZATION',
      title: t('accountSettings.languageGroups.organization'),
      editable: canEditOrganizationGroups(roles),
    });
  }
  return (
    <div className="grid gap-6">
      {languages.error ? <ErrorMessage error={languages.error} onRetry={retryOf(languages)} /> : null}
      {sections.map((section) => (
        <LanguageGroupList
          key={section.scope}
          title={section.title}
          groups={groupsOfScope(all, section.scope)}
          editable={section.editable && !!languages.data}
          onAdd={() => setEditor({ target: { scope: section.scope }, open: true })}
          onEdit={(group) => setEditor({ target: { scope: section.scope, group }, open: true })}
          onDelete={setDeleting}
        />
      ))}
      {editor && languages.data ? (
        <LanguageGroupDialog
          key={`${editor.target.scope}:${editor.target.group?.name ?? '+'}`}
          open={editor.open}
          onClose={() => setEditor({ ...editor, open: false })}
          target={editor.target}
          all={all}
          languages={languages.data}
          roles={roles}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(undefined)}
        title={DELETE_LANGUAGE_GROUP_TEXTS.title}
        text={deleting ? DELETE_LANGUAGE_GROUP_TEXTS.question(deleting.name) : ''}
        confirmLabel={DELETE_LANGUAGE_GROUP_TEXTS.confirm}
        busyLabel={t('accountSettings.languageGroups.deleting')}
        cancelLabel={t('accountSettings.cancel')}
        variant="danger"
        onConfirm={() => (deleting ? deleteGroup(all, deleting.scope, deleting.name, roles) : undefined)}
        formatError={userFacingMessage}
      />
    </div>
  );
}
