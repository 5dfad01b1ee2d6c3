// The words of the Text tab (part 2 §2.6, §8).
export const TEXT_TEXTS = {
  sourceText: 'Text to translate',
  sourceLanguage: 'Source language',
  targetLanguage: 'Target language',
  autoDetect: 'Auto detect',
  translate: 'Translate',
  translating: 'Translating…',
  clear: 'Clear',
  postEdit: 'Post-edit with AI',
  translationTab: 'Translation',
  postEditedTab: 'AI post-edited text',
  postEdited: 'The translation was post-edited with AI.',
  copy: 'Copy',
  copied: 'Copied to the clipboard.',
  resultLabel: 'Translated text',
  score: 'AI quality score',
  disclaimer:
    'Machine translation may contain errors. Review the result before you use it, or request a human translation for important content.',
} as const;
