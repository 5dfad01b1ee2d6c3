import { describe, expect, it } from 'vitest';
import { visibleSubmitButtons } from '../../../../src/platform/domain/submissionMode';

const conditions = [
  { fieldName: 'Budget approved', value: 'false' },
  { fieldName: 'Region', value: 'EMEA' },
];
const TRANSLATION = { estimate: false, translation: true };
const ESTIMATE = { estimate: true, translation: false };
const BOTH = { estimate: true, translation: true };

describe('visibleSubmitButtons', () => {
  it('shows both buttons without a mode or with an unknown one', () => {
    expect(visibleSubmitButtons(undefined, conditions, {})).toEqual(BOTH);
    expect(visibleSubmitButtons(null, null, {})).toEqual(BOTH);
    expect(visibleSubmitButtons('SOMETHING_NEW', [], {})).toEqual(BOTH);
  });
  it('plain modes ignore conditions', () => {
    expect(visibleSubmitButtons('SUBMIT_FOR_TRANSLATION', conditions, { Region: 'EMEA' })).toEqual(
      TRANSLATION,
    );
    expect(visibleSubmitButtons('SUBMIT_FOR_ESTIMATION', conditions, { Region: 'EMEA' })).toEqual(ESTIMATE);
  });
  it('SUBMIT_FOR_TRANSLATION_EXCEPT switches to estimation when any condition matches', () => {
    expect(visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', conditions, { Region: 'APAC' })).toEqual(
      TRANSLATION,
    );
    expect(visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', conditions, { Region: 'EMEA' })).toEqual(
      ESTIMATE,
    );
    expect(
      visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', conditions, { 'Budget approved': false }),
    ).toEqual(ESTIMATE);
  });
  it('SUBMIT_FOR_ESTIMATION_EXCEPT switches to translation when any condition matches', () => {
    expect(visibleSubmitButtons('SUBMIT_FOR_ESTIMATION_EXCEPT', conditions, {})).toEqual(ESTIMATE);
    expect(visibleSubmitButtons('SUBMIT_FOR_ESTIMATION_EXCEPT', conditions, { Region: 'EMEA' })).toEqual(
      TRANSLATION,
    );
  });
  it('EXCEPT without conditions keeps its mode', () => {
    expect(visibleSubmitButtons('SUBMIT_FOR_ESTIMATION_EXCEPT', undefined, { Region: 'EMEA' })).toEqual(
      ESTIMATE,
    );
    expect(visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', [], {})).toEqual(TRANSLATION);
  });
  it('accepts submitted {fieldName, value} pairs', () => {
    const submitted = [{ fieldName: 'Region', value: 'EMEA' }];
    expect(visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', conditions, submitted)).toEqual(ESTIMATE);
    expect(
      visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', conditions, [
        { fieldName: 'Other', value: 'EMEA' },
      ]),
    ).toEqual(TRANSLATION);
  });
  it('matches multi-select values by membership', () => {
    expect(
      visibleSubmitButtons('SUBMIT_FOR_TRANSLATION_EXCEPT', conditions, { Region: ['APAC', 'EMEA'] }),
    ).toEqual(ESTIMATE);
  });
});
