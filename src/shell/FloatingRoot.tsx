/**
 * Where headlessui puts what it portals (menus, list boxes, dialogs): it takes the element with this id when
 * there is one, else it appends its own to <body>, outside every landmark. There, an open menu was content
 * outside any landmark (axe: region) for screen reader users moving by landmark. Inside <main>, it is part
 * of the page that opened it. headlessui removes its root once it holds nothing; the space kept here means
 * this one is never empty, so it is never removed (and React keeps the element it rendered).
 */
export function FloatingRoot() {
  return <div id="headlessui-portal-root"> </div>;
}
