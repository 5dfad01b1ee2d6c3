// New machine-translation requests (files, media): the upload flows, then every list page and every request
// asks again (jobRequestsChanged). Apart from jobRequestsMutations.ts: the upload code and the rules of files
// and media load with their forms only.
import { translateFilesFlow } from '../../flows/translateFiles';
import { translateMediaFlow } from '../../flows/translateMedia';
import { useApiChange } from '../useApiMutate';
import { jobRequestsChanged } from './jobRequests';

/** New file translation requests (translateFilesFlow: the files uploaded, then the request). */
export const useTranslateFiles = () => useApiChange(translateFilesFlow, jobRequestsChanged);

/** A new media request (translateMediaFlow, with its upload progress); returns its id. */
export const useTranslateMedia = () => useApiChange(translateMediaFlow, jobRequestsChanged);
