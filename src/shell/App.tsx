import { useRuntimeConfig } from '../platform/react/platformStore';
import { ToastViewport } from '../platform/react/ToastViewport';

/** Placeholder shell until the launcher issue lands: shows that the build, config and styles work. */
export function App() {
  const config = useRuntimeConfig();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-primary-800 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <span className="text-lg font-semibold">Language Services Portal</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-16">
        <h1 className="text-3xl font-bold text-primary-800">Welcome</h1>
        <p className="mt-4 max-w-prose text-slate-700">
          Translation, localization and interpreting services. The launcher arrives with the shell.
        </p>
        <p className="mt-2 text-sm text-slate-500">
          Backend: {config.apiBaseUrl ? config.apiBaseUrl : 'embedded demo fixtures'}
        </p>
      </main>
      <ToastViewport />
    </div>
  );
}
