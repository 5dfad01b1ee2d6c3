import { tmsProjectUrl } from '../../../platform/domain/dashboardRules';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { safeUrl } from '../../../platform/http/safeUrl';
import { formatDisplayDate } from '../../../platform/locale/dates';
import { formatList } from '../../../platform/locale/lists';
import { useRuntimeConfig } from '../../../platform/react/platformStore';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';

/** When the request was sent, its languages and, once a person took it on, the human translation project. */
export function RequestFacts({ request }: { request: JobRequest }) {
  const t = useMessages(mtMessages);
  const { externalUrls } = useRuntimeConfig();
  const projectUrl = request.xtrfInternalId
    ? safeUrl(tmsProjectUrl(externalUrls.tmsBaseUrl, request.xtrfInternalId))
    : undefined;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      <dt className="font-semibold text-slate-700">{t('machineTranslation.request.submittedOn')}</dt>
      <dd>{formatDisplayDate(request.createTime)}</dd>
      <dt className="font-semibold text-slate-700">{t('machineTranslation.sourceLanguage')}</dt>
      <dd>{request.sourceLanguage?.name ?? ''}</dd>
      <dt className="font-semibold text-slate-700">{t('machineTranslation.targetLanguages')}</dt>
      <dd>{formatList((request.targetLanguages ?? []).map((language) => language.name))}</dd>
      {request.xtrfName ? (
        <>
          <dt className="font-semibold text-slate-700">{t('machineTranslation.request.humanProject')}</dt>
          <dd>
            {/* The project in the TMS, at the address the dashboards link projects to (the one configured),
                when that is a web address: else the name alone. */}
            {projectUrl ? (
              <a
                href={projectUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary-700 underline underline-offset-2"
              >
                {request.xtrfName}
              </a>
            ) : (
              request.xtrfName
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
