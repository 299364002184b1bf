/** The bytes of a file (FileReader where Blob.arrayBuffer is missing, as in older engines and jsdom). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === "function") return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The hex SHA-256 of a file's bytes (Web Crypto), as the API stores it in `sha256`: the console
 * asks the file list for the same bytes before sending a file. Undefined where the browser cannot
 * hash (no secure context): the upload then goes ahead and the API's duplicate_file warning tells.
 */
export async function sha256Hex(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  try {
    const digest = await subtle.digest("SHA-256", new Uint8Array(await bytesOf(file)));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  } catch {
    return undefined;
  }
}
