// Account settings (spec part 1 §2), shown by the shell in a right-hand drawer titled with the tool's name
// (the tabs are named by it too): tabs Profile, Language Groups and Organization Users, each only where the
// rules of platform/domain/accountSettings allow it for whom the API answers.
import { useState } from 'react';
import { accountSettingsTabs, type AccountSettingsTabId } from '../../platform/domain/accountSettings';
import type { PanelProps } from '../../platform/react/toolManifest';
import { useMessages } from '../../ui/uiLocale';
import { Tabs } from '../../ui/Tabs';
import { LanguageGroupsTab } from './languageGroups/LanguageGroupsTab';
import { OrganizationUsersTab } from './orgUsers/OrganizationUsersTab';
import { ProfileTab } from './profile/ProfileTab';
import { accountSettingsMessages } from './messages';
import { useAccountSubject } from './useAccountSubject';

const TAB_LABELS = {
  profile: 'accountSettings.tab.profile',
  languageGroups: 'accountSettings.tab.languageGroups',
  organizationUsers: 'accountSettings.tab.organizationUsers',
} as const;

export default function AccountSettingsPanel({ close, title }: PanelProps) {
  const t = useMessages(accountSettingsMessages);
  const subject = useAccountSubject();
  const [selected, setSelected] = useState<AccountSettingsTabId>('profile');
  if (!subject) return null;
  const tabs = accountSettingsTabs(subject).map((tab) => ({ ...tab, label: t(TAB_LABELS[tab.id]) }));
  const current = tabs.some((tab) => tab.id === selected) ? selected : 'profile';
  return (
    <Tabs
      label={title}
      tabs={tabs}
      selected={current}
      onChange={(id) => setSelected(id as AccountSettingsTabId)}
    >
      {current === 'profile' ? <ProfileTab subject={subject} close={close} /> : null}
      {current === 'languageGroups' ? <LanguageGroupsTab roles={subject.roles} /> : null}
      {current === 'organizationUsers' ? <OrganizationUsersTab ownUsername={subject.username} /> : null}
    </Tabs>
  );
}
