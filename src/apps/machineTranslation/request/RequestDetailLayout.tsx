import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { buttonClasses } from '../../../ui/Button';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
import { FileSection } from './FileSection';
import { RequestFacts } from './RequestFacts';
import { RequestHeader } from './RequestHeader';
import { requestFiles } from './requestFiles';

/**
 * A request's page, whatever its kind: title, status and Rename, the facts, the source and other files,
 * then what it produced (`outputs`) and the ways on: Return, then the kind's own (`actions`).
 */
export function RequestDetailLayout({
  request,
  returnHref,
  outputs,
  actions,
}: {
  request: JobRequest;
  returnHref: string;
  outputs: ReactNode;
  actions?: ReactNode;
}) {
  const t = useMessages(mtMessages);
  const { sources, others } = requestFiles(request);
  return (
    <article aria-labelledby="mt-request-name" className="grid gap-6">
      <RequestHeader request={request} titleId="mt-request-name" />
      <RequestFacts request={request} />
      <FileSection
        title={t('machineTranslation.request.sourceFiles')}
        requestId={request.id}
        files={sources}
      />
      {others.length ? (
        <FileSection
          title={t('machineTranslation.request.otherFiles')}
          requestId={request.id}
          files={others}
        />
      ) : null}
      {outputs}
      <div className="flex flex-wrap justify-end gap-3">
        <Link href={returnHref} className={buttonClasses('outline')}>
          {t('machineTranslation.request.return')}
        </Link>
        {actions}
      </div>
    </article>
  );
}
