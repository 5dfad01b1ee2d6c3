import { defineTool } from '../../platform/react/toolManifest';

/** An external page: the tile opens it in a new tab; the portal has no route of its own for it. */
export const manifest = defineTool({
  id: 'llsInterpretingService',
  title: 'toolNames.llsInterpretingService.title',
  description: 'toolNames.llsInterpretingService.description',
  icon: 'interpreting',
  routes: [],
  access: { kind: 'signedIn' },
  tile: { kind: 'external', url: (config) => config.externalUrls.interpretingPage },
});
