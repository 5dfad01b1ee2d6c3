// The rules by which the pseudo-locale walk (tests/e2e/locales.spec.ts) accepts a visible text: inside the
// locale's brackets, data the server sent, or Intl's words. A rule that accepted too much would hide a
// hard-coded word; one that accepted too little would fail on data.
import { pseudoMessage } from '../../../lib/pseudo-catalogue.mjs';
import {
  coveredByBrackets,
  intlPattern,
  intlWords,
  lettersInsideBrackets,
  madeByIntl,
  sentByServer,
  stringsOf,
  unbracketed,
} from '../../e2e/support/pseudoText';

const intl = intlPattern(intlWords(['en-US', 'de-DE']));

describe('inside the brackets', () => {
  const message = pseudoMessage('Welcome Back, {name}', 'en-XA');

  it('takes a whole message, and each piece of one its placeholder splits, by the text before it', () => {
    expect(lettersInsideBrackets('', message)).toBe(true);
    const [opening] = message.split('{name}');
    // The message's words before the name, the name (data), its padding and closing bracket: three nodes.
    expect(lettersInsideBrackets('', opening!)).toBe(true);
    expect(lettersInsideBrackets(opening!, 'admin')).toBe(true);
    expect(lettersInsideBrackets(`${opening!}admin`, ' ~~~]')).toBe(true);
  });

  it('takes the right-to-left pseudo-locale’s messages, marks around them', () => {
    expect(lettersInsideBrackets('', pseudoMessage('Sign in', 'ar-XB'))).toBe(true);
  });

  it('refuses a word after a closed message, or before one, or with none', () => {
    expect(lettersInsideBrackets('', `${pseudoMessage('Sign in', 'en-XA')} now`)).toBe(false);
    expect(lettersInsideBrackets('[Šíĝñ íñ ~~~]', 'Cancel')).toBe(false);
    expect(lettersInsideBrackets('', 'Cancel [Çáñçéĺ ~~]')).toBe(false);
    expect(lettersInsideBrackets('', 'Cancel')).toBe(false);
  });

  it('takes a node covered at one of its ancestors’ levels', () => {
    expect(coveredByBrackets(['', '[Ĥéĺĺö '], 'world')).toBe(true);
    expect(coveredByBrackets(['', '[Ĥéĺĺö ~~] '], 'world')).toBe(false);
  });
});

describe('data the server sent', () => {
  const served = stringsOf({
    user: {
      firstName: 'Morgan',
      lastName: 'Factor',
      languages: [{ name: 'German' }, { name: 'French (France)' }],
    },
    instructions: '<p>Legal documents are always quoted first.</p><p>Call us.</p>',
    empty: '',
  });

  it('collects every string however deep, without empty ones', () => {
    expect(served.has('German')).toBe(true);
    expect(served.has('')).toBe(false);
  });

  it('takes a served string, a list of them, a name of its parts, a part of served markup', () => {
    expect(sentByServer('French (France)', served)).toBe(true);
    expect(sentByServer('German, French (France)', served)).toBe(true);
    expect(sentByServer('French (France) and German', served)).toBe(true);
    expect(sentByServer('Morgan Factor', served)).toBe(true);
    expect(sentByServer('Legal documents are always quoted first.', served)).toBe(true);
  });

  it('refuses a word the server did not send, alone or among served ones', () => {
    expect(sentByServer('Cancel', served)).toBe(false);
    expect(sentByServer('German, Cancel', served)).toBe(false);
    expect(sentByServer('Morgan Cancel', served)).toBe(false);
    // A short word found inside a served sentence is not taken for that sentence.
    expect(sentByServer('us', served)).toBe(false);
  });
});

describe('Intl’s words', () => {
  it('takes dates, amounts and sizes in English and German', () => {
    expect(madeByIntl('Mar 05, 2025 02:07:09 PM', intl)).toBe(true);
    expect(madeByIntl('5. März 2025', intl)).toBe(true);
    expect(madeByIntl('€1,200.00', intl)).toBe(true);
    expect(madeByIntl('1.1 MB', intl)).toBe(true);
    expect(madeByIntl('USD 40.00', intl)).toBe(true);
  });

  it('refuses a word beside a date', () => {
    expect(madeByIntl('Due Mar 05, 2025', intl)).toBe(false);
    expect(madeByIntl('Marching', intl)).toBe(false);
  });
});

describe('the texts left over', () => {
  it('are the hard-coded ones only, once each rule had its say', () => {
    const served = new Set(['Acme Corporation']);
    const texts = [
      { text: '[Ŷöûŕ ǫûöţé ~~~]', befores: [''] },
      { text: 'Acme Corporation', befores: [''] },
      { text: 'Mar 05, 2025', befores: [''] },
      { text: '12 / 40', befores: [''] },
      { text: 'Start impersonation', befores: ['', '[Ţíţĺé ~~]'] },
    ];
    expect(unbracketed(texts, served, intl)).toEqual(['Start impersonation']);
  });
});
