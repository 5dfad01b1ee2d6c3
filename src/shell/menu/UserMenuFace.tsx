import { ChevronDownIcon, UserCircleIcon } from '../../ui/icons/MenuIcons';

/**
 * What the user menu's button shows: the icon, the name and the chevron. The header shows the same face
 * before the menu's chunk arrives, so nothing moves when the button replaces it.
 */
export function UserMenuFace({ label }: { label: string }) {
  return (
    <>
      <UserCircleIcon />
      <span>{label}</span>
      <ChevronDownIcon />
    </>
  );
}
