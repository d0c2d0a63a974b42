/** Saves a file the browser holds (a download's body, text made here) under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers still read the address after click() returns: it is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
