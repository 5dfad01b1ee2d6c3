// The sign-up flow's own words (part 1 §2, §4, §8): the spec names these pages and errors without giving
// their text, so the texts are ours; portal and CLI both show exactly these. Each is read in the language
// active when it is read (an error made by the flow: when it is made); the CLI never switches from English.
import { activeLabels } from '../i18n/runtime';
import { signUpFlowMessages } from './i18n/signUp/messages';

/** The sign-up's end pages, each a title and a message. */
export const SIGN_UP_PAGE_IDS = {
  companyNotFound: {
    title: 'signUpFlow.companyNotFound.title',
    message: 'signUpFlow.companyNotFound.message',
  },
  invalidClientId: {
    title: 'signUpFlow.invalidClientId.title',
    message: 'signUpFlow.invalidClientId.message',
  },
  invalidToken: { title: 'signUpFlow.invalidToken.title', message: 'signUpFlow.invalidToken.message' },
  invalidUrl: { title: 'signUpFlow.invalidUrl.title', message: 'signUpFlow.invalidUrl.message' },
  accountCreated: { title: 'signUpFlow.accountCreated.title', message: 'signUpFlow.accountCreated.message' },
} as const;

const { t } = signUpFlowMessages;

export const SIGN_UP_TEXTS = {
  companyNotFound: activeLabels(signUpFlowMessages, SIGN_UP_PAGE_IDS.companyNotFound),
  invalidClientId: activeLabels(signUpFlowMessages, SIGN_UP_PAGE_IDS.invalidClientId),
  invalidToken: activeLabels(signUpFlowMessages, SIGN_UP_PAGE_IDS.invalidToken),
  invalidUrl: activeLabels(signUpFlowMessages, SIGN_UP_PAGE_IDS.invalidUrl),
  accountCreated: activeLabels(signUpFlowMessages, SIGN_UP_PAGE_IDS.accountCreated),
  /** Internal errors (part 1 §4): the flow reached a state it cannot continue from. */
  get missingClientConfig() {
    return t('signUpFlow.missingClientConfig');
  },
  missingCustomFieldDefinition: (name: string) => t('signUpFlow.missingCustomFieldDefinition', { name }),
  unknownPhase: (phase: string) => t('signUpFlow.unknownPhase', { phase }),
};
