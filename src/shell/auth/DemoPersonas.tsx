import type { DemoControls } from '../../platform/react/demoControls';
import { useMessages } from '../../ui/uiLocale';
import { signInMessages } from './messages';

/** Fixture mode only: one-click sign-in as each demo persona (the password is the demo's shared one). */
export function DemoPersonas({
  demo,
  busy,
  onPick,
}: {
  demo: DemoControls;
  busy: boolean;
  onPick: (username: string, password: string) => void;
}) {
  const t = useMessages(signInMessages);
  return (
    <section aria-labelledby="demo-personas-title" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="demo-personas-title" className="text-base font-semibold text-primary-800">
        {t('shell.demo.personasTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('shell.demo.personasText', { password: demo.password })}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {demo.personas.map((persona) => (
          <li key={persona.username}>
            <button
              type="button"
              disabled={busy}
              onClick={() => onPick(persona.username, demo.password)}
              className="w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-start text-sm hover:border-primary-300 hover:bg-primary-50 disabled:opacity-60"
            >
              {/* Named by what it shows, after words only a screen reader says (WCAG 2.5.3, label in name). */}
              <span className="sr-only">{t('shell.demo.signInAs')}</span>{' '}
              {/* The demo backend's records (fixtures/data/personas.ts), for developers: data, not the portal's words. */}
              <span className="block font-semibold text-primary-800" translate="no">
                {persona.username}
              </span>
              <span
                className="block text-xs break-words text-slate-600 [overflow-wrap:anywhere]"
                translate="no"
              >
                {persona.summary}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
