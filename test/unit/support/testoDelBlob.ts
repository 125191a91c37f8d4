/**
 * The text of a downloaded blob, read as a page reads it. jsdom's Blob has no `text()` (Node 24's fetch answers
 * with the environment's Blob), while its FileReader reads any Blob.
 */
export function testoDelBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const lettore = new FileReader();
    lettore.onload = () => resolve(String(lettore.result));
    lettore.onerror = () => reject(lettore.error ?? new Error('Lettura del file non riuscita'));
    lettore.readAsText(blob);
  });
}
