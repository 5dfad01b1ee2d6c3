import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { safeUrl, UnsafeUrlError } from '../../platform/http/safeUrl';
import { useLocalHref } from '../../platform/react/locale';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { toastError } from '../../platform/react/toasts';
import { withProductName, type ToolManifest } from '../../platform/react/toolManifest';
import { cx } from '../../ui/cx';
import { ToolIcon } from '../../ui/icons/ToolIcon';
import { Spinner } from '../../ui/Spinner';
import { useToolNames } from '../registry/useToolNames';
import { useMessages } from '../../ui/uiLocale';
import { signedInMessages } from './signedIn/messages';
import { useOpenTms } from './useOpenTms';

const TILE =
  'group flex h-full w-full items-start gap-4 rounded-lg border border-slate-200 bg-white p-5 text-start shadow-sm transition hover:border-primary-300 hover:shadow-md';

function TileBody({ manifest, trailing }: { manifest: ToolManifest; trailing?: ReactNode }) {
  const name = useToolNames();
  return (
    <>
      <span className="rounded-md bg-primary-50 p-2 text-primary-700 group-hover:bg-secondary-100 group-hover:text-secondary-700">
        <ToolIcon name={manifest.icon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-primary-800">{name(manifest.title)}</span>
        <span className="mt-1 block text-sm text-slate-600">{name(manifest.description)}</span>
      </span>
      {trailing}
    </>
  );
}

/** One card; what a click does comes from the manifest (in-app route, external page, or the TMS sign-in). */
export function ToolTile({ manifest }: { manifest: ToolManifest }) {
  const config = useRuntimeConfig();
  const href = useLocalHref();
  const openTms = useOpenTms();
  const t = useMessages(signedInMessages);
  const tile = manifest.tile;
  if (tile.kind === 'external') {
    // The address is the runtime config's: a tile whose address is not a web address opens nothing and
    // says so with the generic error when pressed.
    const url = safeUrl(tile.url(config));
    if (!url) {
      return (
        <button
          type="button"
          className={cx(TILE, 'cursor-pointer')}
          onClick={() => toastError(new UnsafeUrlError())}
        >
          <TileBody manifest={manifest} />
        </button>
      );
    }
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={TILE}>
        <TileBody
          manifest={manifest}

          trailing={<span className="sr-only">{t('shell.signedIn.opensInNewTab')}</span>}
        />
      </a>
    );
  }
  if (tile.kind === 'tmsAuth') {
    return (
      <button
        type="button"
        className={cx(TILE, 'cursor-pointer')}
        onClick={openTms.open}
        aria-busy={openTms.busy || undefined}
      >
        <TileBody
          manifest={manifest}

          trailing={openTms.busy ? <Spinner size="sm" label={t('shell.signedIn.opening')} /> : null}
        />
      </button>
    );
  }
  if (tile.kind === 'route') {
    return (
      <Link href={href(withProductName(tile.path, config.productName))} className={TILE}>
        <TileBody manifest={manifest} />
      </Link>
    );
  }
  return null;
}
