// The questions people ask support most about the portal, grouped by topic.
import { EMAIL_CODE_WORDS, MFA_CODE_WORDS } from '../../platform/domain/constants';

export interface FaqEntry {
  question: string;
  answer: readonly string[];
}

export interface FaqSection {
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ: readonly FaqSection[] = [
  {
    title: 'Signing in and your account',
    entries: [
      {
        question: 'How do I sign in?',
        answer: [
          'Choose Sign in at the top of any page. If your organisation uses single sign-on, you are taken to its sign-in page and come back to the page you were on.',
          `If you use an authenticator app, enter the ${MFA_CODE_WORDS} it shows after your password. Codes change every 30 seconds; if one is refused, wait for the next.`,
        ],
      },
      {
        question: 'Why was I signed out?',
        answer: [
          'For your security the portal signs you out after one hour without activity. A warning appears first and you have 30 seconds to stay signed in. Activity in any open tab of the portal counts.',
        ],
      },
      {
        question: 'Why am I asked to choose an organisation?',
        answer: [
          'Your account is not yet linked to a company. Choose the organisation you work for once; requests, reports and settings then use its configuration. Contact support if yours is not listed.',
        ],
      },
      {
        question: 'Where do I change my password, MFA or profile?',
        answer: [
          'Open the menu with your name in the header and choose Account settings. Accounts that sign in through single sign-on manage their password and MFA with their own identity provider.',
        ],
      },
    ],
  },
  {
    title: 'Requests and quotes',
    entries: [
      {
        question: 'How do I request a quote or a translation?',
        answer: [
          'Choose Request a Quote or Translation on the home page. Add files, type or paste text, or share links to your files, choose the source and target languages, and send it for an estimate or straight to translation.',
          `You do not need an account to ask for a quote: we verify your e-mail address with a ${EMAIL_CODE_WORDS} instead.`,
        ],
      },
      {
        question: 'How long is a quote valid?',
        answer: [
          'Quotes are valid for 30 days unless the quote says otherwise. Automatic ballpark quotes show their own deadline; after it passes they can no longer be accepted.',
        ],
      },
      {
        question: 'How do I accept or reject a quote?',
        answer: [
          'Open the link in the quote e-mail, review the per-language costs, tick the box to acknowledge the terms and choose Accept (then how you will pay) or Reject, optionally with a reason.',
        ],
      },
    ],
  },
  {
    title: 'AI translation and tools',
    entries: [
      {
        question: 'What can AI translation do?',
        answer: [
          'Translate text instantly, translate documents (Word, Excel, PowerPoint, PDF and text files) and transcribe, subtitle or dub audio and video. You can ask for an AI post-edit and send any result to a human expert for review.',
        ],
      },
      {
        question: 'Why do I not see a tool on my home page?',
        answer: [
          'The tiles on your home page are the applications enabled for your account by your organisation. Ask your organisation manager or our support team to enable another one.',
        ],
      },
      {
        question: 'What are language groups?',
        answer: [
          'Saved sets of target languages you pick in one click. Personal groups are yours; organisation groups are shared by everyone in your company and edited by its managers.',
        ],
      },
    ],
  },
];
