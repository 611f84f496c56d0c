/** A multipart POST whose upload progress is reported (fetch cannot report it): the JSON answer and its status. */
export function postWithProgress<T>(
  url: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<{ status: number; json: T }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => resolve({ status: request.status, json: request.response as T }));
    request.addEventListener("error", () => reject(new Error("The upload did not reach the server")));
    request.send(body);
  });
}
