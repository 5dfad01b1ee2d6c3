// Performance budgets checked by `npm run bench`. Sizes are gzip bytes of JavaScript.
export const KiB = 1024;

export const bundleBudgets = {
  /** The signed-out home's initial JS: the entry chunk and everything it imports statically. */
  initial: 85 * KiB,
  /** Any lazily loaded chunk without a budget of its own. */
  lazyDefault: 60 * KiB,
  /** What demo mode adds to a page: the demo backend's chunks and MSW's worker script (gzip). */
  demoBackend: 150 * KiB,
};

/**
 * Lazy chunks with a budget of their own, keyed by their entry point. The embedded demo backend (msw's
 * worker client, the seed and every handler) loads only in fixture mode, never in production with an API.
 */
export const chunkBudgets = {
  'fixtures/browser.ts': 170 * KiB,
  // A form in a dialog, opened by staff only, on click: headlessui's Dialog, yup, final-form with its
  // React binding and SWR are the form kit every form shares and loads once; its own code is small. The
  // generic 60 KiB was set before the kit existed and measures the packages, not it.
  'src/shell/menu/ImpersonationDialog.tsx': 64 * KiB,
  // The quote PDF renderer, loaded by the quote page's Download PDF only.
  // pdf-lib is nearly all of it (with pako, the standard fonts' metrics and upng, none of which tree-shakes);
  // the renderer's own code is small. Never with the quote page (run.mjs and tests/e2e/quotes/pdf.spec.ts).
  'src/platform/flows/quotePdf.ts': 190 * KiB,
};

/**
 * Lazy chunks judged on their own code (packages excluded, see toolCode.mjs), keyed by their entry point;
 * their total with packages is printed for reference.
 */
export const ownCodeBudgets = {
  // The footer's demo panel (demo mode only). Its total is mostly headlessui's Dialog and Tabs,
  // which the drawer and tabs of src/ui share with every other panel.
  'src/shell/demo/DemoPanel.tsx': 30 * KiB,
};

/**
 * Per-tool budgets of a tool's own code (packages and app code other tools share excluded, see toolCode.mjs), keyed by the folder under
 * src/apps. A tool listed here is judged by this figure instead of lazyDefault.
 */
export const toolBudgets = {
  quotes: 35 * KiB,
  // The account tools: their forms pull in final-form, yup and headlessui, loaded on demand.
  signUp: 35 * KiB,
  changePassword: 35 * KiB,
  confirmEmail: 35 * KiB,
  // Each tool's own chunk ≤ 35 KiB gzip (the kit, tables and moment load with it).
  machineTranslation: 35 * KiB,
  dashboard: 35 * KiB,
  // The account settings panel; the qrcode library is a chunk of its own, loaded by the MFA setup.
  accountSettings: 35 * KiB,
  // The reports tool; papaparse and the export flow are a chunk of their own, loaded by Export CSV.
  reports: 35 * KiB,
  // Create request (the shared request form widget travels with it).
  createProject: 35 * KiB,
  // Coupa (its create-quote page is the shared request form, which loads on that page only).
  coupa: 35 * KiB,
};

/** A connected block several tools load (src/widgets/<name>): the same bar as a tool's own code. */
export const sharedWidgetBudget = 35 * KiB;

/** Packages that must stay out of the initial chunk (loaded on demand). */
export const keptOutOfInitial = [
  'amazon-cognito-identity-js',
  '@headlessui/react',
  'moment',
  'yup',
  'final-form',
  'react-final-form',
  'msw',
  'qrcode',
  'papaparse',
  'pdf-lib',
];
