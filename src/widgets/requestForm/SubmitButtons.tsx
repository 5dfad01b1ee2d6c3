// The form's submit buttons (part 2 §2.3): Send for estimation and Send to translation, as the client's
// submission mode allows for the custom values typed so far (the EXCEPT modes switch with them). The
// button pressed sets submitType before the form submits; the form-level error shows above them.
import { useForm, useFormState } from 'react-final-form';
import { customValuesFromForm } from '../../platform/domain/customFields';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import type { SubmitType } from '../../platform/domain/enums';
import { submitButtonsFor } from '../../platform/domain/submissionMode';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFormSelector } from '../../ui/form/useFormSelector';
import { activeLabels } from '../../platform/i18n/runtime';
import { useUiLocale } from '../../ui/uiLocale';
import { requestFormMessages } from './messages';

/** In the language active when read. */
export const SUBMIT_LABELS = activeLabels(requestFormMessages, {
  ESTIMATE: 'requestForm.sendForEstimation',
  PROJECT: 'requestForm.sendToTranslation',
});

export function SubmitButtons({ client }: { client: ClientConfig | undefined }) {
  useUiLocale();
  const form = useForm();
  const state = useFormState({ subscription: { submitting: true, submitError: true } });
  const { buttons, submitType } = useFormSelector((values) => ({
    buttons: submitButtonsFor(
      client,
      customValuesFromForm(values.customFields as Record<string, unknown> | undefined),
    ),
    submitType: values.submitType as SubmitType | undefined,
  }));
  const submitError: unknown = state.submitError;
  const button = (type: SubmitType, shown: boolean, variant: 'primary' | 'outline') =>
    shown ? (
      <Button
        type="submit"
        variant={variant}
        busy={state.submitting && submitType === type}
        disabled={state.submitting}
        onClick={() => form.change('submitType', type)}
      >
        {SUBMIT_LABELS[type]}
      </Button>
    ) : null;
  return (
    <div className="grid gap-3">
      {typeof submitError === 'string' && submitError ? <Alert kind="error">{submitError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {button('ESTIMATE', buttons.estimate, buttons.translation ? 'outline' : 'primary')}
        {button('PROJECT', buttons.translation, 'primary')}
      </div>
    </div>
  );
}
