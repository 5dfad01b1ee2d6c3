// Named sets of target languages, personal or organisation-wide.

import type { LanguageGroupScope } from '../enums';
import type { XtrfLanguageRef } from './language';

export interface LanguageGroup {
  name: string;
  scope: LanguageGroupScope;
  languages: XtrfLanguageRef[];
}
