/** Only reached if a route is ever added: the dashboard opens in the TMS from its home tile. */
export default function Root() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-primary-800">Project Dashboard</h1>
      <p className="mt-4 text-slate-700">
        The project dashboard opens in the translation management system. Use its tile on the home page.
      </p>
    </section>
  );
}
