// Direct uploads to presigned storage: the post the API hands out, and a file as the core sees it
// (a name plus a Blob, which both a browser File and a Node buffer wrapped in a Blob satisfy).

import type { FileCategory } from '../enums';

export interface PresignedPost {
  url: string;
  /** Form fields to send before the file; the key field may hold a ${filename} placeholder. */
  fields: Record<string, string>;
}

export interface UploadableFile {
  name: string;
  data: Blob;
}

/** POST /projects/{id}/actions/addFiles and /quotes/{id}/actions/addFiles. */
export interface AddFilesRequest {
  fileNames: string[];
  category: FileCategory;
}
