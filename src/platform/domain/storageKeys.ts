// Keys of browser storage entries. Prefixed so they never collide with other apps on the same origin.
// Where each lives is fixed by the spec: local storage is shared by tabs, session storage is per tab.

/** Local storage: time (ms) of the last user activity, read on load to sign out stale sessions. */
export const LAST_ACTIVITY_KEY = 'llts.lastActivity';
/** Local storage: remembered rows-per-page of request lists and the Coupa list. */
export const REQUEST_LIST_PAGE_SIZE_KEY = 'llts.requestList.pageSize';
export const COUPA_LIST_PAGE_SIZE_KEY = 'llts.coupaList.pageSize';

/** Session storage: username being impersonated (sent as the override header). */
export const IMPERSONATION_OVERRIDE_KEY = 'llts.impersonation';
/** Session storage: expanded dashboard sections; cleared when the home page loads. */
export const DASHBOARD_EXPANSION_KEY = 'llts.dashboardExpansion';
/** Session storage: Coupa punch-out request id, enables "Create Request". */
export const COUPA_REQUEST_ID_KEY = 'llts.coupaRequestId';
