// The placeholder products' pages (src/widgets/placeholderTool): one page, each with its own words.
export const PLACEHOLDER_TOOL_PATHS = [
  '/quickTranslation',
  '/websiteProxy',
  '/connector',
  '/lltsConnect',
  '/languageConnect',
  '/webSitesEasyWay',
  '/anythingInBetween',
  '/solutionWizard',
];
