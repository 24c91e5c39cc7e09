// A file the app fetched itself (a download that needs the admin's bearer token, which a plain link cannot carry),
// handed to the browser to save under a name, through a link to it in memory.

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
