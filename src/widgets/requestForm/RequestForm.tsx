// The request form (part 2 §2.3, §4.2), shared by Create request and Coupa's create quote: contact section
// for visitors, document info, project info, the client's banner, instructions and footer, and the submit
// buttons its submission mode allows. Submitting prepares the request with the platform's one preparation
// (the CLI sends the same body), asks a visitor to verify the e-mail, then creates, uploads and registers
// with a blocking progress dialog. A failure at any step keeps every value and file.
import type { FormApi } from 'final-form';
import { FORM_ERROR } from 'final-form';
import { Suspense, useMemo, useRef, useState } from 'react';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import type { ContactInfo } from '../../platform/domain/entities/project';
import type { ReusedDetails } from '../../platform/domain/reuseDetails';
import { languagePickerSettings } from '../../platform/domain/languageOptions';
import type {
  CreatedRequest,
  CreateRequestProgress,
  CreateRequestResult,
} from '../../platform/flows/createRequest';
import { createRequest } from '../../platform/flows/createRequest';
import { InvalidInputError } from '../../platform/flows/flowErrors';
import { SIGNED_IN_REQUEST_LIMITS, UNAUTHENTICATED_REQUEST_LIMITS } from '../../platform/flows/requestErrors';
import { prepareCreateRequest } from '../../platform/flows/requestPreparation';
import { createUnauthenticatedRequest } from '../../platform/flows/unauthenticatedRequest';
import { userFacingMessage } from '../../platform/http/userMessage';
import { createLogger } from '../../platform/logging/logger';
import { trackEvent } from '../../platform/react/analytics';
import { pageNow } from '../../platform/react/demoTime';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { useHttpClient } from '../../platform/react/platformStore';
import { useAvailableLanguages, useCustomFieldDefinitions } from '../../platform/react/queries/clientConfig';
import { useAddressOptions } from '../../platform/react/queries/geography';
import { useLanguageGroups } from '../../platform/react/queries/languageGroups';
import { useLanguages } from '../../platform/react/queries/languages';
import { FormSection, FormSectionList } from '../../ui/form/FormSection';
import { KitForm } from '../../ui/form/KitForm';
import { LoadingBlock } from '../../ui/Spinner';
import { ClientBanner, ClientFooterMessage } from './ClientPresentation';
import { DocumentSection } from './DocumentSection';
import { ProjectSection } from './ProjectSection';
import {
  initialRequestValues,
  requestDraft,
  requestFormErrors,
  type RequestFormValues,
} from './requestFormValues';
import { REQUEST_SECTIONS } from './requestSections';
import { SubmitButtons } from './SubmitButtons';
import { useMessages } from '../../ui/uiLocale';
import { requestFormMessages, type RequestFormMessageId } from './messages';

export interface RequestSubmitted extends CreateRequestResult {
  /** The e-mail the request was sent with (a visitor's, for the sign-up prompt). */
  email?: string;
  /** A visitor's contact as sent: the sign-up prompt creates the account with it. */
  contact?: ContactInfo;
}

export interface RequestFormProps {
  /** The client the request goes to; none is the generic web form (estimate only). */
  client: ClientConfig | undefined;
  /** A visitor: the contact section shows and the e-mail is verified before the request is sent. */
  visitor: boolean;
  /** The e-mail known already (the visitor's first step, or the signed-in account's). */
  email?: string;
  onSubmitted: (result: RequestSubmitted) => void;
  /** A past request's details to start from (Reuse details): languages, notes and custom fields. */
  reuse?: ReusedDetails;
}

/** Which step failed, in words, before the reason. */
const FAILED_STEP: Record<CreateRequestProgress['stage'], RequestFormMessageId> = {
  creating: 'requestForm.failedCreating',
  uploading: 'requestForm.failedUploading',
  registering: 'requestForm.failedRegistering',
  done: 'requestForm.failedDone',
};

class VerificationCancelled extends Error {}

// Visitors only: signed-in users never download the contact section or the verification dialog.
const contactPersonSection = preloadableExport(
  () => import('../../ui/form/sections/ContactPersonSection'),
  'ContactPersonSection',
);
// Loaded as the form opens (not before): the dialog and its headlessui parts are not needed to fill it in.
const uploadProgressDialog = preloadableExport(
  () => import('./UploadProgressDialog'),
  'UploadProgressDialog',
);
const emailVerificationDialog = preloadableExport(
  () => import('../verification/EmailVerificationDialog'),
  'EmailVerificationDialog',
);

export function RequestForm({ client, visitor, email, onSubmitted, reuse }: RequestFormProps) {
  const t = useMessages(requestFormMessages);
  const http = useHttpClient();
  const logger = useMemo(() => createLogger({ http: () => http, sink: console }), [http]);
  const clientId = client?.clientId;
  const languages = useLanguages();
  const available = useAvailableLanguages(clientId);
  const definitions = useCustomFieldDefinitions(clientId, 'PROJECT');
  const groups = useLanguageGroups(!visitor);
  const address = useAddressOptions();
  const [progress, setProgress] = useState<CreateRequestProgress>();
  const [verifying, setVerifying] = useState<{
    email: string;
    resolve: (code: string) => void;
    reject: () => void;
  }>();
  const stage = useRef<CreateRequestProgress['stage']>('creating');
  // A request created before its upload failed, and the payload it was created with: submitting the same
  // payload again continues it (no second request); a changed form creates a new one.
  const created = useRef<{ request: CreatedRequest; payload: string }>(undefined);
  // The page's now: in demo mode the demo backend's clock, which the demo panel can move.
  const [now] = useState(() => new Date(pageNow()));

  const loading = !languages.data || (clientId && (!definitions.data || available.isLoading));
  const pickers = useMemo(
    () => languagePickerSettings(client?.createProjectSettings, languages.data ?? []),
    [client, languages.data],
  );
  const limits = visitor ? UNAUTHENTICATED_REQUEST_LIMITS : SIGNED_IN_REQUEST_LIMITS;
  const validate = useMemo(
    () => validateWith<RequestFormValues>((values) => requestFormErrors(values, limits)),
    [limits],
  );
  const initialValues = useMemo(
    () =>
      loading
        ? undefined
        : initialRequestValues(
            email,
            definitions.data ?? [],
            pickers,
            now,
            reuse,
            visitor ? client : undefined,
          ),
    [loading, email, definitions.data, pickers, now, reuse, visitor, client],
  );
  if (loading || !initialValues) return <LoadingBlock label={t('requestForm.loadingForm')} />;

  const askCode = (to: string) =>
    new Promise<string>((resolve, reject) =>
      setVerifying({ email: to, resolve, reject: () => reject(new VerificationCancelled()) }),
    );

  const onSubmit = async (values: RequestFormValues, form: FormApi<RequestFormValues>) => {
    const lists = visitor
      ? { countries: address.countries ?? [], provinces: address.provinces ?? [] }
      : undefined;
    let prepared;
    try {
      prepared = await prepareCreateRequest(http, requestDraft(values, client, lists), limits);
    } catch (error) {
      return submitErrors(error);
    }
    if (Object.keys(prepared.errors).length) return submitErrors(new InvalidInputError(prepared.errors));
    const sentFrom = visitor ? prepared.input.payload.contactInfo?.email : email;
    try {
      const onProgress = (next: CreateRequestProgress) => {
        stage.current = next.stage;
        setProgress(next);
      };
      let result: CreateRequestResult;
      const payload = JSON.stringify(prepared.input.payload);
      const resume = created.current?.payload === payload ? created.current.request : undefined;
      const onCreated = (request: CreatedRequest) => (created.current = { request, payload });
      if (resume) {
        stage.current = 'uploading';
        result = await createRequest(http, prepared.input, { onProgress, logger, limits, resume });
      } else if (visitor) {
        const code = await askCode(sentFrom ?? '');
        setVerifying(undefined);
        stage.current = 'creating';
        result = await createUnauthenticatedRequest(http, prepared.input, {
          verifiedCode: code,
          client,
          onProgress,
          logger,
          onCreated,
        });
      } else {
        stage.current = 'creating';
        result = await createRequest(http, prepared.input, { onProgress, logger, limits, onCreated });
      }
      created.current = undefined;
      trackEvent(result.kind === 'project' ? 'Project Created' : 'Quote Created', {
        id: result.id,
        clientId,
      });
      onSubmitted({
        ...result,
        email: sentFrom,
        contact: visitor ? prepared.input.payload.contactInfo : undefined,
      });
      return undefined;
    } catch (error) {
      setVerifying(undefined);
      if (error instanceof VerificationCancelled) return undefined;
      if (error instanceof InvalidInputError) return submitErrors(error);
      void form;
      return { [FORM_ERROR]: t(FAILED_STEP[stage.current], { reason: userFacingMessage(error) }) };
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <>
      <KitForm<RequestFormValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        aria-label={t('requestForm.formLabel')}
        className="grid gap-8"
      >
        {visitor ? (
          // The visitor's form is long (contact, documents, project): its parts are listed first.
          <FormSectionList
            label={t('requestForm.sectionList')}
            sections={[REQUEST_SECTIONS.contact, REQUEST_SECTIONS.document, REQUEST_SECTIONS.project]}
          />
        ) : null}
        <ClientBanner client={client} />
        {visitor ? (
          <FormSection section={REQUEST_SECTIONS.contact}>
            <Suspense fallback={<LoadingBlock />}>
              <contactPersonSection.Component
                client={client}
                countries={address.countries}
                provinces={address.provinces}
              />
            </Suspense>
          </FormSection>
        ) : null}
        <DocumentSection maxFiles={limits.maxFiles} />
        <ProjectSection
          client={client}
          languages={languages.data}
          availableIds={available.data}
          pickers={pickers}
          languageGroups={groups.data}
          definitions={definitions.data ?? []}
        />
        <ClientFooterMessage client={client} />
        <SubmitButtons client={client} />
      </KitForm>
      <Suspense fallback={null}>
        <uploadProgressDialog.Component progress={progress} />
      </Suspense>
      {verifying ? (
        <Suspense fallback={null}>
          <emailVerificationDialog.Component
            open
            email={verifying.email}
            onVerified={(code) => verifying.resolve(code)}
            onClose={() => verifying.reject()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
