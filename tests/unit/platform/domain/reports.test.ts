// Report rules shared by the portal and `llts reports`: grouping, filters from the form and from
// mapping=value arguments, cells as text and the export's file name.
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import type { ReportFilter } from '../../../../src/platform/domain/entities/report';
import {
  defaultFilterValues,
  filterKind,
  filterValuesFromArgs,
  filterValuesFromForm,
  groupReports,
  initialFilterForm,
  reportCellText,
  reportCsvFileName,
} from '../../../../src/platform/domain/reports';

const FILTERS: ReportFilter[] = [
  { mapping: 'name', name: 'Name', type: 'TEXT' },
  {
    mapping: 'status',
    name: 'Status',
    type: 'SELECT',
    options: ['Pending', 'Accepted'],
    defaultValue: 'Pending',
  },
  { mapping: 'languages', name: 'Languages', type: 'MULTI_SELECT', options: ['French', 'German'] },
  { mapping: 'from', name: 'From', type: 'DATE', defaultValue: '2026-01-15' },
  { mapping: 'minCost', name: 'Minimum cost', type: 'NUMBER' },
  { mapping: 'rushOnly', name: 'Rush only', type: 'CHECKBOX' },
];
const REPORT = { filters: FILTERS };
const dayAt = (text: string) => moment(text, 'YYYY-MM-DD').valueOf();

describe('groupReports', () => {
  it('groups PROJECT, QUOTE, TASK, CLIENT_CONTACT in that order, each by name, leaving out empty groups', () => {
    const groups = groupReports([
      { id: 'c', name: 'Contacts', type: 'CLIENT_CONTACT' },
      { id: 'p2', name: 'spend', type: 'PROJECT' },
      { id: 'p1', name: 'Project status', type: 'PROJECT' },
      { id: 't', name: 'Tasks', type: 'TASK' },
    ]);
    expect(groups.map((group) => [group.type, group.heading, group.reports.map((r) => r.id)])).toEqual([
      ['PROJECT', 'Project reports', ['p1', 'p2']],
      ['TASK', 'Task reports', ['t']],
      ['CLIENT_CONTACT', 'Client contact reports', ['c']],
    ]);
  });
});

describe('filters', () => {
  it('knows each kind, and takes an unknown type as text', () => {
    expect(FILTERS.map(filterKind)).toEqual(['text', 'select', 'multiSelect', 'date', 'number', 'checkbox']);
    expect(filterKind({ type: 'multi-select' })).toBe('multiSelect');
    expect(filterKind({ type: 'WHATEVER' })).toBe('text');
  });

  it('opens with the defaults: a select on its default, All otherwise; a date default as MM/DD/YYYY', () => {
    expect(initialFilterForm(REPORT)).toEqual({
      name: '',
      status: 'Pending',
      languages: [],
      from: '01/15/2026',
      minCost: '',
      rushOnly: false,
    });
    expect(defaultFilterValues(REPORT)).toEqual({ status: 'Pending', from: dayAt('2026-01-15') });
  });

  it('sends only what is set: trimmed text, dates as timestamps, numbers, ticked boxes, chosen lists', () => {
    expect(
      filterValuesFromForm(REPORT, {
        name: '  guide ',
        status: '',
        languages: ['German'],
        from: '03/02/2026',
        minCost: '1,250.50',
        rushOnly: true,
      }),
    ).toEqual({
      name: 'guide',
      languages: ['German'],
      from: dayAt('2026-03-02'),
      minCost: 1250.5,
      rushOnly: true,
    });
    expect(
      filterValuesFromForm(REPORT, { from: '13/45/2026', minCost: 'lots', rushOnly: false, languages: [] }),
    ).toEqual({});
  });

  it('reads mapping=value arguments with the same kinds, options matched without case', () => {
    expect(
      filterValuesFromArgs(REPORT, [
        'status=accepted',
        'languages=french, German',
        'from=2026-03-02',
        'minCost=10',
        'rushOnly=true',
        'name=a=b',
      ]),
    ).toEqual({
      status: 'Accepted',
      languages: ['French', 'German'],
      from: dayAt('2026-03-02'),
      minCost: 10,
      rushOnly: true,
      name: 'a=b',
    });
    expect(filterValuesFromArgs(REPORT, ['from=03/02/2026']).from).toBe(dayAt('2026-03-02'));
  });

  it.each([
    ['status', "A filter is mapping=value: 'status'"],
    [
      'nope=1',
      "Unknown filter 'nope' (this report's filters: name, status, languages, from, minCost, rushOnly)",
    ],
    ['status=Maybe', "Status: 'Maybe' is not one of Pending, Accepted"],
    ['from=yesterday', "From: 'yesterday' is not a date (YYYY-MM-DD)"],
    ['minCost=ten', "Minimum cost: 'ten' is not a number"],
    ['rushOnly=yes', "Rush only: give true or false, not 'yes'"],
  ])('refuses %s in words', (arg, message) => {
    expect(() => filterValuesFromArgs(REPORT, [arg])).toThrow(message);
  });
});

describe('cells and files', () => {
  it('shows every cell as text', () => {
    expect(['<b>x</b>', 3, -1.5, true, false, null, undefined, { a: 1 }].map(reportCellText)).toEqual([
      '<b>x</b>',
      '3',
      '-1.5',
      'Yes',
      'No',
      '',
      '',
      '{"a":1}',
    ]);
  });

  it('names the export after the report and the day, safe for any file system', () => {
    const day = new Date(2026, 10, 23);
    expect(reportCsvFileName('Project status', day)).toBe('Project status 2026-11-23.csv');
    expect(reportCsvFileName('Spend: Q3/Q4 <draft>', day)).toBe('Spend- Q3-Q4 -draft 2026-11-23.csv');
    expect(reportCsvFileName('../..', day)).toBe('report 2026-11-23.csv');
  });
});
