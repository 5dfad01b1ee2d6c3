// A file size as people read one: KB below a megabyte (a small file is never '0.0 MB'), then MB with a
// decimal below 10 MB. Binary units, as the limits in the spec are (40 MB = 41943040 bytes).
const KB = 1024;
const MB = 1024 * KB;

export function formatFileSize(bytes: number): string {
  const kilobytes = Math.round(bytes / KB);
  // A file of a few bytes is 1 KB, not 0: only nothing is 0 KB.
  if (kilobytes < 1000) return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`;
  const megabytes = bytes / MB;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes).toLocaleString('en-US')} MB`;
}
