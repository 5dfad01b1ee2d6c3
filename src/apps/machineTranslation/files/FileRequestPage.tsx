// A file translation request (part 2 §2.7): name, status, submitted time, languages, source files, other
// files and the translated files per target language (each downloadable, Download all as a zip), Return,
// Reuse details and, where the client allows it, Request human translation (part 2 §2.8).
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { canEscalateToHuman } from '../../../platform/flows/humanEscalation';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import { retryOf } from '../../../platform/react/retryLoad';
import { Button, buttonClasses } from '../../../ui/Button';
import { LoadingBlock } from '../../../ui/Spinner';
import { useMountedOnceOpen } from '../../../ui/useMountedOnceOpen';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
import { RequestDetailLayout } from '../request/RequestDetailLayout';
import { RequestOutputs } from '../request/RequestOutputs';
import { useMtRequest } from '../request/useMtRequest';

// Opened on demand: the escalation form (custom fields engine).
const escalationDrawer = preloadableExport(() => import('./EscalationDrawer'), 'EscalationDrawer');

export function FileRequestPage({
  id,
  settings,
  returnHref,
  reuseHref,
  toolTitle,
}: {
  id: string;
  settings: MachineTranslationSettings;
  returnHref: string;
  /** Reuse details: a new request form starting from this request's languages, notes and fields. */
  reuseHref?: string;
  /** The tool's title, after the request's name in the tab title. */
  toolTitle: string;
}) {
  const t = useMessages(mtMessages);
  const {
    data: request,
    error,
    mutate,
  } = useMtRequest(id, t('machineTranslation.files.loadingTitle'), toolTitle);
  const [escalating, setEscalating] = useState(false);
  // The drawer's code loads on its first opening; it then stays mounted, so what was typed survives
  // closing and reopening.
  const escalationUsed = useMountedOnceOpen(escalating);
  if (error) return <ErrorMessage error={error} onRetry={retryOf({ error, mutate })} />;
  if (!request) return <LoadingBlock />;
  const canEscalate = canEscalateToHuman(request, settings);
  return (
    <>
      <RequestDetailLayout
        request={request}
        returnHref={returnHref}
        outputs={
          <RequestOutputs
            request={request}
            title={t('machineTranslation.files.translatedFiles')}
            languages={request.targetLanguages ?? []}
            settings={settings}
          />
        }
        actions={
          <>
            {reuseHref ? (
              <Link href={reuseHref} className={buttonClasses('outline')}>
                {t('machineTranslation.files.reuse')}
              </Link>
            ) : null}
            {canEscalate ? (
              <Button variant="primary" onClick={() => setEscalating(true)}>
                {t('machineTranslation.escalation.title')}
              </Button>
            ) : null}
          </>
        }
      />
      {escalationUsed ? (
        <Suspense fallback={null}>
          <escalationDrawer.Component
            open={escalating && canEscalate}
            onClose={() => setEscalating(false)}
            request={request}
            languages={settings.supportedLltsLanguages ?? []}
            reasonHidden={!!settings.hideHumanEscalationReason}
            notesHidden={!!settings.hideHumanEscalationNotes}
          />
        </Suspense>
      ) : null}
    </>
  );
}
