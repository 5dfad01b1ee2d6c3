import { Menu, MenuButton, MenuItem } from '@headlessui/react';
import { Suspense, useRef, useState } from 'react';
import { canStartImpersonation } from '../../platform/domain/permissions';
import { canImpersonate } from '../../platform/domain/roles';
import { DataCache } from '../../platform/react/DataCache';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { useImpersonation, useSession } from '../../platform/react/session';
import { FixedMenuItems } from '../../ui/FixedMenuItems';
import { useMountedOnceOpen } from '../../ui/useMountedOnceOpen';
import { useSignOut } from '../auth/useSignOut';
import { TOOL_MANIFESTS } from '../registry/manifests';
import { useToolNames } from '../registry/useToolNames';
import { panelsOf, type OpenPanel } from './panels';
import { UserMenuFace } from './UserMenuFace';
import { useEndImpersonation } from './useEndImpersonation';
import { useImpersonationCheck } from './useImpersonationActions';
import { useMessages } from '../../ui/uiLocale';
import { menuMessages } from './messages';

// The tools' panels (account settings): their names are the menu items, their screens open in a drawer.
const PANELS = panelsOf(TOOL_MANIFESTS);

// The drawer (a headlessui Dialog) loads when a panel is first opened; the menu itself needs only Menu.
const panelDrawer = preloadableExport(() => import('./PanelDrawer'), 'PanelDrawer');
// Fetched as the user heads for the menu, so choosing a panel waits only for the panel's own chunk.
const preloadDrawer = () => void panelDrawer.preload().catch(() => undefined);

// Only staff who may impersonate ever open it: its form code (final-form, yup) loads on first use.
const impersonationDialog = preloadableExport(() => import('./ImpersonationDialog'), 'ImpersonationDialog');

const ITEM =
  'block w-full px-4 py-2 text-start text-sm text-slate-800 data-focus:bg-primary-50 data-focus:text-primary-900';

/** The signed-in header menu (spec §2): account settings, start/end impersonation, sign out (here or everywhere). */
function UserMenuItems({ label }: { label: string }) {
  const user = useSession();
  const { isImpersonating } = useImpersonation();
  // Always mounted for a signed-in user: the place where a refused override is noticed on any page.
  useImpersonationCheck();
  const signOut = useSignOut();
  const t = useMessages(menuMessages);
  const name = useToolNames();
  const endImpersonation = useEndImpersonation();
  const [openPanel, setOpenPanel] = useState<OpenPanel | null>(null);
  // Stays mounted once opened, so the drawer can play its closing and return focus to the menu button.
  const panelUsed = useMountedOnceOpen(openPanel !== null);
  const [impersonateOpen, setImpersonateOpen] = useState(false);
  // Stays mounted once opened, so a name typed before a Cancel is still there on the next opening.
  const impersonateUsed = useMountedOnceOpen(impersonateOpen);
  const button = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  return (
    <>
      <Menu as="div" className="relative">
        {({ open }) => (
          <>
            <MenuButton
              ref={button}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10"
              onPointerEnter={PANELS.length ? preloadDrawer : undefined}
              onFocus={PANELS.length ? preloadDrawer : undefined}
            >
              <UserMenuFace label={label} />
            </MenuButton>
            {/* In the banner with its button, the page left visible (FixedMenuItems says why). */}
            {open ? (
              <FixedMenuItems
                button={button}
                className="z-30 w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
              >
                {PANELS.map((entry) => (
                  <MenuItem key={entry.manifest.id}>
                    <button type="button" className={ITEM} onClick={() => setOpenPanel(entry)}>
                      {name(entry.manifest.title)}
                    </button>
                  </MenuItem>
                ))}
                {canStartImpersonation(user.roles, isImpersonating) ? (
                  <MenuItem>
                    <button type="button" className={ITEM} onClick={() => setImpersonateOpen(true)}>
                      {t('shell.menu.startImpersonation')}
                    </button>
                  </MenuItem>
                ) : null}
                {isImpersonating && canImpersonate(user.roles) ? (
                  <MenuItem>
                    <button type="button" className={ITEM} onClick={endImpersonation}>
                      {t('shell.menu.endImpersonation')}
                    </button>
                  </MenuItem>
                ) : null}
                <MenuItem>
                  <button type="button" className={ITEM} onClick={() => void signOut()}>
                    {t('shell.menu.signOut')}
                  </button>
                </MenuItem>
                <MenuItem>
                  <button type="button" className={ITEM} onClick={() => void signOut({ everywhere: true })}>
                    {t('shell.menu.signOutEverywhere')}
                  </button>
                </MenuItem>
              </FixedMenuItems>
            ) : null}
          </>
        )}
      </Menu>
      {panelUsed ? (
        <Suspense fallback={null}>
          <panelDrawer.Component open={openPanel} onClose={() => setOpenPanel(null)} />
        </Suspense>
      ) : null}
      {impersonateUsed ? (
        <Suspense fallback={null}>
          <impersonationDialog.Component open={impersonateOpen} onClose={() => setImpersonateOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default function UserMenu({ label }: { label: string }) {
  return (
    <DataCache>
      <UserMenuItems label={label} />
    </DataCache>
  );
}
