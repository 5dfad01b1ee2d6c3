// The request form's file links method and its link dialog (part 2 §5).
import { MESSAGES } from './messages';

export interface FileLinkLike {
  url: string;
  name: string;
}

/** Well-formed means an absolute http(s) URL with a host; the links are fetched by the provider's staff. */
export function isWellFormedUrl(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  if (!text || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Errors of a link being added in the dialog against the links already in the list (pass the list
 * without the edited link when editing). URL and name compare trimmed; the URL check order is required,
 * format, duplicate.
 */
export function fileLinkErrors(
  link: { url?: string | null; name?: string | null },
  existing: readonly FileLinkLike[],
): { url?: string; name?: string } {
  const url = (link.url ?? '').trim();
  const name = (link.name ?? '').trim();
  const errors: { url?: string; name?: string } = {};
  if (!url) errors.url = MESSAGES.REQUIRED;
  else if (!isWellFormedUrl(url)) errors.url = MESSAGES.INVALID_URL_FORMAT;
  else if (existing.some((l) => l.url.trim() === url)) errors.url = MESSAGES.DUPLICATE_URL;
  if (!name) errors.name = MESSAGES.REQUIRED;
  else if (existing.some((l) => l.name.trim() === name)) errors.name = MESSAGES.DUPLICATE_LINK_NAME;
  return errors;
}

/** The form's link list: at least one link. */
export function fileLinksError(links: readonly FileLinkLike[] | null | undefined): string | undefined {
  return links && links.length > 0 ? undefined : MESSAGES.FILE_LINKS_REQUIRED;
}
