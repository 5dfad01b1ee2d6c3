import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useLocalHref, useLocale } from '../../platform/react/locale';
import { useImpersonation, useSession } from '../../platform/react/session';
import { buttonClasses } from '../../ui/Button';
import { useStartSignIn } from '../auth/useStartSignIn';
import { UserMenuFace } from '../menu/UserMenuFace';
import { userMenu } from '../signedInChunks';
import { OptionalPart } from '../../platform/react/OptionalPart';
import { whenIdle } from '../../platform/react/whenIdle';
import { userMenuLabel } from './userMenuLabel';
import { useMessages } from '../../ui/uiLocale';
import { shellMessages } from '../messages';

// The menu, its drawer and dialogs use headlessui: loaded only for signed-in users, once the page is idle
// (or the pointer reaches the name first): nothing of the signed-in home's first screen needs them.
function UserMenuSlot({ label }: { label: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  // The menu button's box (icons, weight, padding), so nothing moves when the menu replaces it: a narrower
  // name let a phone's header keep one row, then wrap to two when the button arrived.
  const name = (
    <span
      className="flex items-center gap-2 px-3 py-2 text-sm font-medium text-primary-100"
      onPointerEnter={() => setWanted(true)}
    >
      <UserMenuFace label={label} />
    </span>
  );
  if (!wanted) return name;
  return (
    <OptionalPart fallback={name}>
      <userMenu.Component label={label} />
    </OptionalPart>
  );
}

export function Header() {
  const user = useSession();
  const { actingAs } = useImpersonation();
  const { path } = useLocale();
  const href = useLocalHref();
  const startSignIn = useStartSignIn();
  const t = useMessages(shellMessages);
  const label = user ? userMenuLabel(user.username, actingAs, t) : '';
  return (
    <header className="bg-primary-800 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href={href('/')} className="flex items-center gap-2 text-lg font-semibold">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-secondary-500 font-bold text-primary-900"
          >
            L
          </span>
          <span>{t('shell.header.portalName')}</span>
        </Link>
        {user ? (
          <UserMenuSlot label={label} />
        ) : (
          <nav aria-label={t('shell.header.accountNav')} className="flex items-center gap-2">
            {/* Spec §2: the home page has its own Sign in button, so the header leaves it out there (and on
                the sign-in page itself). */}
            {path !== '/' && path.toLowerCase() !== '/signin' ? (
              <button
                type="button"
                className={buttonClasses('accent', 'sm')}
                onClick={() => void startSignIn()}
              >
                {t('shell.header.signIn')}
              </button>
            ) : null}
            <Link href={href('/signUp')} className={buttonClasses('onDark', 'sm')}>
              {t('shell.header.signUp')}
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
