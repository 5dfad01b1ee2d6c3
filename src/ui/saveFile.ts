// Saves what the page made (a CSV export, a quote PDF) as a download, the way a link with a download name would.
export function saveFile(fileName: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveTextFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  saveFile(fileName, text, type);
}
