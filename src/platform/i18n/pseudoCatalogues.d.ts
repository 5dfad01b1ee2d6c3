// The pseudo-locales' catalogues have no file: the bundlers make them from the English beside them
// (lib/pseudo-catalogue.mjs).
declare module '*/locales/en-XA.json' {
  const catalogue: Readonly<Record<string, unknown>>;
  export default catalogue;
}
declare module '*/locales/ar-XB.json' {
  const catalogue: Readonly<Record<string, unknown>>;
  export default catalogue;
}
