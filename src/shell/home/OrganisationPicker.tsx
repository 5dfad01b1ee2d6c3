import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { retryOf } from '../../platform/react/retryLoad';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { useOrganisationOptions } from '../../platform/react/queries/organisationChoices';
import { useAssignClient } from '../../platform/react/queries/userAccountMutations';
import { organisationPickerSchema } from '../../platform/validation/projectSchemas';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/page/Page';
import { PageHeading } from '../../ui/page/PageHeading';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm } from '../../ui/form/KitForm';
import { SelectField } from '../../ui/form/SelectField';
import { LoadingBlock } from '../../ui/Spinner';
import { useMessages } from '../../ui/uiLocale';
import { signedInMessages } from './signedIn/messages';

interface Values {
  clientId?: string;
}

const validate = validateWith<Values>(organisationPickerSchema);

/**
 * Spec §2, §4: a client user without a client configuration must choose an organisation before anything
 * else; the choice is required and is assigned to the account (useAssignClient: the account then asks
 * again, and the home shows the tools).
 */
export function OrganisationPicker({ user }: { user: SessionUser }) {
  const assignClient = useAssignClient();
  const options = useOrganisationOptions(user.email);
  const t = useMessages(signedInMessages);

  const assign = async (values: Values) => {
    try {
      await assignClient(values.clientId ?? '');
    } catch (error) {
      return submitErrors(error);
    }
    return undefined;
  };

  return (
    <Page width="narrow">
      <Card className="p-6 sm:p-8">
        <PageHeading>{t('shell.signedIn.organisation.title')}</PageHeading>
        <p className="mt-2 text-sm text-slate-700">{t('shell.signedIn.organisation.intro')}</p>
        {options.error ? (
          <ErrorMessage error={options.error} onRetry={retryOf(options)} className="mt-4" />
        ) : null}
        {!options.data && !options.error ? (
          <LoadingBlock label={t('shell.signedIn.organisation.loading')} />
        ) : null}
        {options.data ? (
          <KitForm<Values> validate={validate} onSubmit={assign} className="mt-6 space-y-4">
            <SelectField
              name="clientId"
              label={t('shell.signedIn.organisation.label')}
              required
              placeholder={t('shell.signedIn.organisation.placeholder')}
              options={options.data.map((config) => ({ value: config.clientId, label: config.companyName }))}
            />
            {options.data.length === 0 ? (
              <p className="text-sm text-slate-700">{t('shell.signedIn.organisation.none')}</p>
            ) : null}
            <FormActions submitLabel={t('shell.signedIn.organisation.continue')} />
          </KitForm>
        ) : null}
      </Card>
    </Page>
  );
}
