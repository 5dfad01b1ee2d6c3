// The File tab (part 2 §2.7): without an id the upload form and Your requests, with one the request.
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import type { ToolProps } from '../../../platform/react/toolManifest';

export function FileTranslation(_props: {
  settings: MachineTranslationSettings;
  jobRequestId?: string;
  href: ToolProps['href'];
}) {
  return <p className="text-slate-700">File translation is being built.</p>;
}
