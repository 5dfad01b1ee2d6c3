import { formatNumber } from '../../../platform/locale/numbers';
import { isRush } from '../../../platform/domain/dashboardRules';
import { safeUrl } from '../../../platform/http/safeUrl';

export const linkClass = 'text-primary-700 underline-offset-2 hover:underline';

/** Spec §2: Rush is shown bold, red, upper case. */
export function RateType({ value }: { value: string }) {
  return isRush(value) ? <strong className="text-red-700 uppercase">{value}</strong> : <>{value}</>;
}

/** A link to the TMS (built on the configured base): only when it is a web address, else the text alone. */
export function ExternalLink({ href, children }: { href: string | undefined; children: string }) {
  const url = safeUrl(href);
  if (!url) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

export const money = (value: number | undefined) =>
  value === undefined ? '' : formatNumber(value, { decimals: 2 });
