// Every tool the shell knows, through its manifest only (tool code arrives through `load()`).
import { manifest as accountSettings } from '../../apps/accountSettings/manifest';
import { manifest as anythingInBetween } from '../../apps/anythingInBetween/manifest';
import { manifest as changePassword } from '../../apps/changePassword/manifest';
import { manifest as confirmEmail } from '../../apps/confirmEmail/manifest';
import { manifest as connector } from '../../apps/connector/manifest';
import { manifest as consoleHelp } from '../../apps/consoleHelp/manifest';
import { manifest as coupa } from '../../apps/coupa/manifest';
import { manifest as createProject } from '../../apps/createProject/manifest';
import { manifest as dashboard } from '../../apps/dashboard/manifest';
import { manifest as invoices } from '../../apps/invoices/manifest';
import { manifest as languageConnect } from '../../apps/languageConnect/manifest';
import { manifest as llsInterpretingService } from '../../apps/llsInterpretingService/manifest';
import { manifest as lltsConnect } from '../../apps/lltsConnect/manifest';
import { manifest as machineTranslation } from '../../apps/machineTranslation/manifest';
import { manifest as quickTranslation } from '../../apps/quickTranslation/manifest';
import { manifest as quotes } from '../../apps/quotes/manifest';
import { manifest as reports } from '../../apps/reports/manifest';
import { manifest as signUp } from '../../apps/signUp/manifest';
import { manifest as solutionWizard } from '../../apps/solutionWizard/manifest';
import { manifest as webSitesEasyWay } from '../../apps/webSitesEasyWay/manifest';
import { manifest as websiteProxy } from '../../apps/websiteProxy/manifest';
import { manifest as xtrfDashboard } from '../../apps/xtrfDashboard/manifest';
import type { ToolManifest } from '../../platform/react/toolManifest';

export const TOOL_MANIFESTS: readonly ToolManifest[] = [
  dashboard,
  createProject,
  xtrfDashboard,
  invoices,
  llsInterpretingService,
  lltsConnect,
  websiteProxy,
  connector,
  machineTranslation,
  quickTranslation,
  consoleHelp,
  reports,
  coupa,
  signUp,
  confirmEmail,
  changePassword,
  quotes,
  languageConnect,
  webSitesEasyWay,
  anythingInBetween,
  solutionWizard,
  accountSettings,
];
