import { isRush } from '../../../platform/domain/dashboardRules';

export const linkClass = 'text-primary-700 underline-offset-2 hover:underline';

/** Spec §2: Rush is shown bold, red, upper case. */
export function RateType({ value }: { value: string }) {
  return isRush(value) ? <strong className="text-red-700 uppercase">{value}</strong> : <>{value}</>;
}

export function ExternalLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

export const money = (value: number | undefined) =>
  value === undefined
    ? ''
    : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
