// The AI quality score as stars of 5 (part 2 §9) with its reason in a tooltip that opens on hover and on
// keyboard focus, and is tied to the score by aria-describedby so screen readers read it too.
import { useId } from 'react';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';

const MAX_STARS = 5;

export function QualityScore({ score, reason }: { score: number; reason?: string }) {
  const t = useMessages(mtMessages);
  const reasonId = useId();
  const stars = Math.max(0, Math.min(MAX_STARS, Math.round(score)));
  return (
    <div className="group relative inline-flex w-fit items-center gap-2">
      <span className="text-sm font-semibold text-slate-800">{t('machineTranslation.text.score')}</span>
      <span
        role="img"
        tabIndex={reason ? 0 : undefined}
        aria-label={t('machineTranslation.text.stars', { stars, max: MAX_STARS })}
        aria-describedby={reason ? reasonId : undefined}
        className="rounded text-lg text-secondary-500 focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        {'★'.repeat(stars)}
        <span className="text-slate-300">{'★'.repeat(MAX_STARS - stars)}</span>
      </span>
      {reason ? (
        <span
          id={reasonId}
          role="tooltip"
          className="invisible absolute top-full start-0 z-10 mt-1 w-72 rounded-md bg-slate-900 p-2 text-sm text-white group-focus-within:visible group-hover:visible"
        >
          {reason}
        </span>
      ) : null}
    </div>
  );
}
