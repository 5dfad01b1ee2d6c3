// The filter form of a report (part 2 §2.5), built from its filter definitions: text, number, date,
// select (with an All option) and multi-select fields of the kit, and Search. Fields are named by position
// so a mapping with a dot or bracket is never read as a nested path.
import { useMemo } from 'react';
import type { FieldValidator } from 'final-form';
import type { Report, ReportFilter, ReportFilterValues } from '../../../platform/domain/entities/report';
import {
  ALL_OPTION_VALUE,
  filterKind,
  filterLabel,
  filterValuesFromForm,
  initialFilterForm,
  parseNumber,
  type ReportFilterForm,
} from '../../../platform/domain/reports';
import { useMessages } from '../../../ui/uiLocale';
import { MESSAGES } from '../../../platform/validation/messages';
import { CheckboxField } from '../../../ui/form/CheckboxField';
import { DateField } from '../../../ui/form/DateField';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { reportsMessages } from '../messages';

const fieldName = (index: number) => `filter${index}`;

const numberRule: FieldValidator<string> = (value) =>
  value && value.trim() && parseNumber(value) === undefined ? MESSAGES.INVALID_FORMAT : undefined;

function FilterField({ filter, name }: { filter: ReportFilter; name: string }) {
  const t = useMessages(reportsMessages);
  const label = filterLabel(filter);
  const options = (filter.options ?? []).map((option) => ({ value: option, label: option }));
  switch (filterKind(filter)) {
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          options={[{ value: ALL_OPTION_VALUE, label: t('reports.all') }, ...options]}
        />
      );
    case 'multiSelect':
      return (
        <MultiComboboxField name={name} label={label} options={options} placeholder={t('reports.all')} />
      );
    case 'date':
      return <DateField name={name} label={label} />;
    case 'number':
      return <TextField name={name} label={label} inputMode="decimal" validate={numberRule} />;
    case 'checkbox':
      return <CheckboxField name={name} label={label} />;
    default:
      return <TextField name={name} label={label} />;
  }
}

export function ReportFilterForm({
  report,
  onSearch,
}: {
  report: Pick<Report, 'filters'>;
  onSearch: (filters: ReportFilterValues) => void;
}) {
  const t = useMessages(reportsMessages);
  const initialValues = useMemo(() => {
    const byMapping = initialFilterForm(report);
    return Object.fromEntries(
      report.filters.map((filter, index) => [fieldName(index), byMapping[filter.mapping]]),
    );
  }, [report]);
  const search = (values: Record<string, ReportFilterForm[string]>) => {
    const byMapping: ReportFilterForm = Object.fromEntries(
      report.filters.map((filter, index) => [filter.mapping, values[fieldName(index)]]),
    );
    onSearch(filterValuesFromForm(report, byMapping));
  };
  if (report.filters.length === 0) return null;
  return (
    <KitForm
      onSubmit={search}
      initialValues={initialValues}
      aria-label={t('reports.filters')}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {report.filters.map((filter, index) => (
          <FilterField key={`${filter.mapping}-${index}`} filter={filter} name={fieldName(index)} />
        ))}
      </div>
      <FormActions submitLabel={t('reports.search')} />
    </KitForm>
  );
}
