import { Suspense, useState } from 'react';
import type { JobRequest, JobRequestFile } from '../../../platform/domain/entities/jobRequest';
import type { LanguageIdName } from '../../../platform/domain/entities/language';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import { Button } from '../../../ui/Button';
import { useMountedOnceOpen } from '../../../ui/useMountedOnceOpen';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
import { FileSection } from './FileSection';
import { requestFiles } from './requestFiles';

// Opened on demand: the zip dialog.
const zipDialog = preloadableExport(() => import('../../../widgets/requestFiles/ZipDialog'), 'ZipDialog');

/**
 * What a request produced, per language (with the AI quality score where the client has it), and Download
 * all as a zip.
 */
export function RequestOutputs({
  request,
  title,
  languages,
  settings,
  labelOf,
}: {
  request: JobRequest;
  title: string;
  /** The languages whose outputs are listed, in order. */
  languages: readonly LanguageIdName[];
  settings: MachineTranslationSettings;
  /** A label before each file name (what kind of output it is). */
  labelOf?: (file: JobRequestFile) => string;
}) {
  const t = useMessages(mtMessages);
  const [zipOpen, setZipOpen] = useState(false);
  // The dialog's code loads on its first opening, and it then stays mounted.
  const zipUsed = useMountedOnceOpen(zipOpen);
  const { outputs } = requestFiles(request);
  const reviewed = !!settings.enableAiLinguisticQualityReview;
  const scoreFor = (languageId: string) =>
    reviewed ? request.linguisticQualityReviewResults?.find((r) => r.languageId === languageId) : undefined;
  return (
    <section aria-labelledby="mt-translated" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mt-translated" className="font-semibold text-slate-900">
          {title}
        </h2>
        {outputs.length ? (
          <Button variant="outline" onClick={() => setZipOpen(true)}>
            {t('machineTranslation.request.downloadAll')}
          </Button>
        ) : null}
      </div>
      {languages.map((language) => {
        const score = scoreFor(language.id);
        return (
          <FileSection
            key={language.id}
            title={
              score
                ? t('machineTranslation.request.languageScore', {
                    language: language.name,
                    score: score.score,
                  })
                : language.name
            }
            requestId={request.id}
            files={outputs.filter((f) => f.languageId === language.id)}
            showScores={reviewed && !!settings.showAiLinguisticQualityScorePerFile}
            level={3}
            labelOf={labelOf}
          />
        );
      })}
      {zipUsed ? (
        <Suspense fallback={null}>
          <zipDialog.Component open={zipOpen} onClose={() => setZipOpen(false)} requestId={request.id} />
        </Suspense>
      ) : null}
    </section>
  );
}
