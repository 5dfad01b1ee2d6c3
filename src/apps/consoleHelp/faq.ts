// The questions people ask support most about the portal, grouped by topic: each one a message of the
// catalogue (locales/), read in the active language when the page renders.
import { EMAIL_CODE_LENGTH, MFA_CODE_LENGTH } from '../../platform/domain/constants';
import type { MessageValues } from '../../platform/i18n/runtime';
import type { ConsoleHelpMessage } from './messages';

/** A paragraph of an answer: its message, and the values of its placeholders. */
export interface FaqParagraph {
  id: ConsoleHelpMessage;
  values?: MessageValues;
}

export interface FaqEntry {
  question: ConsoleHelpMessage;
  answer: readonly FaqParagraph[];
}

export interface FaqSection {
  /** The section's anchor in the page (its heading's id). */
  key: string;
  title: ConsoleHelpMessage;
  entries: readonly FaqEntry[];
}

export const FAQ: readonly FaqSection[] = [
  {
    key: 'account',
    title: 'consoleHelp.account.title',
    entries: [
      {
        question: 'consoleHelp.account.signIn.question',
        answer: [
          { id: 'consoleHelp.account.signIn.answer1' },
          { id: 'consoleHelp.account.signIn.answer2', values: { digits: MFA_CODE_LENGTH } },
        ],
      },
      {
        question: 'consoleHelp.account.signedOut.question',
        answer: [{ id: 'consoleHelp.account.signedOut.answer' }],
      },
      {
        question: 'consoleHelp.account.organisation.question',
        answer: [{ id: 'consoleHelp.account.organisation.answer' }],
      },
      {
        question: 'consoleHelp.account.settings.question',
        answer: [{ id: 'consoleHelp.account.settings.answer' }],
      },
    ],
  },
  {
    key: 'requests',
    title: 'consoleHelp.requests.title',
    entries: [
      {
        question: 'consoleHelp.requests.request.question',
        answer: [
          { id: 'consoleHelp.requests.request.answer1' },
          { id: 'consoleHelp.requests.request.answer2', values: { characters: EMAIL_CODE_LENGTH } },
        ],
      },
      {
        question: 'consoleHelp.requests.validity.question',
        answer: [{ id: 'consoleHelp.requests.validity.answer' }],
      },
      {
        question: 'consoleHelp.requests.answer.question',
        answer: [{ id: 'consoleHelp.requests.answer.answer' }],
      },
    ],
  },
  {
    key: 'tools',
    title: 'consoleHelp.tools.title',
    entries: [
      {
        question: 'consoleHelp.tools.ai.question',
        answer: [{ id: 'consoleHelp.tools.ai.answer' }],
      },
      {
        question: 'consoleHelp.tools.missingTool.question',
        answer: [{ id: 'consoleHelp.tools.missingTool.answer' }],
      },
      {
        question: 'consoleHelp.tools.languageGroups.question',
        answer: [{ id: 'consoleHelp.tools.languageGroups.answer' }],
      },
    ],
  },
];
