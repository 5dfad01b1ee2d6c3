import { describe, expect, it } from 'vitest';
import { allowedSubmitTypes } from '../../../../src/platform/domain/submissionMode';
import {
  describeWorkflows,
  findWorkflow,
  isServiceRequired,
} from '../../../../src/platform/domain/workflows';

const workflows = [
  { xtrfServiceId: 101, name: 'Translation + Editing' },
  { xtrfServiceId: 103, name: 'Certified Translation' },
];

describe('service (workflow) rules', () => {
  it('a service is required exactly when the client offers workflows', () => {
    expect(isServiceRequired({ selectableWorkflows: workflows })).toBe(true);
    expect(isServiceRequired({ selectableWorkflows: [] })).toBe(false);
    expect(isServiceRequired(undefined)).toBe(false);
  });
  it('finds a workflow by id or by name, case-insensitively', () => {
    expect(findWorkflow(workflows, 103)?.name).toBe('Certified Translation');
    expect(findWorkflow(workflows, ' certified translation ')?.xtrfServiceId).toBe(103);
    expect(findWorkflow(workflows, '102')).toBeUndefined();
    expect(describeWorkflows(workflows)).toBe('101 (Translation + Editing), 103 (Certified Translation)');
  });
});

describe('allowedSubmitTypes', () => {
  const conditions = [{ fieldName: 'Department', value: 'Legal' }];
  it('follows the mode and its exception conditions over the custom values', () => {
    expect(allowedSubmitTypes({ projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION' }, {})).toEqual(['PROJECT']);
    expect(allowedSubmitTypes({ projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION' }, {})).toEqual(['ESTIMATE']);
    const translationExcept = {
      projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION_EXCEPT',
      createProjectSettings: { submissionModeConditions: conditions },
    };
    expect(allowedSubmitTypes(translationExcept, { Department: 'Sales' })).toEqual(['PROJECT']);
    expect(allowedSubmitTypes(translationExcept, [{ fieldName: 'Department', value: 'Legal' }])).toEqual([
      'ESTIMATE',
    ]);
    const estimationExcept = { ...translationExcept, projectSubmissionMode: 'SUBMIT_FOR_ESTIMATION_EXCEPT' };
    expect(allowedSubmitTypes(estimationExcept, { Department: 'Legal' })).toEqual(['PROJECT']);
    expect(allowedSubmitTypes(estimationExcept, {})).toEqual(['ESTIMATE']);
  });
  it('no mode shows both buttons; no client (the generic web form) asks for estimates only', () => {
    expect(allowedSubmitTypes({}, {})).toEqual(['PROJECT', 'ESTIMATE']);
    expect(allowedSubmitTypes(undefined, {})).toEqual(['ESTIMATE']);
  });
});
