// New machine-translation requests (files, media): the upload flows, then every list page and every
// request asks again (useJobRequestsChanged). Apart from jobRequestsMutations.ts: the upload code and the
// rules of files and media load with their forms only.
import { useCallback } from 'react';
import {
  translateFilesFlow,
  type FileTranslationInput,
  type FileTranslationOptions,
} from '../../flows/translateFiles';
import {
  translateMediaFlow,
  type MediaTranslationInput,
  type MediaTranslationOptions,
} from '../../flows/translateMedia';
import { useHttpClient } from '../platformStore';
import { useJobRequestsChanged } from './jobRequests';

/** New file translation requests (translateFilesFlow: the files uploaded, then the request). */
export function useTranslateFiles() {
  const http = useHttpClient();
  const changed = useJobRequestsChanged();
  return useCallback(
    async (input: FileTranslationInput, options?: FileTranslationOptions) => {
      const result = await translateFilesFlow(http, input, options);
      await changed();
      return result;
    },
    [http, changed],
  );
}

/** A new media request (translateMediaFlow, with its upload progress); returns its id. */
export function useTranslateMedia() {
  const http = useHttpClient();
  const changed = useJobRequestsChanged();
  return useCallback(
    async (input: MediaTranslationInput, options: MediaTranslationOptions) => {
      const id = await translateMediaFlow(http, input, options);
      await changed();
      return id;
    },
    [http, changed],
  );
}
