import { ApiError, type Problem } from '@/lib/api/client';
import type { Upload } from '@/lib/api/uploads';

/** The answer to an upload: the stored video and the balance after the charge. */
export interface UploadResult {
  upload: Upload;
  balance: number;
  replayed: boolean;
}

/** One credit per MB (2^20 bytes), rounded up (product §17). */
export const bytesPerCredit = 1 << 20;

/** The credits a file of this many bytes costs. */
export function videoCost(bytes: number): number {
  return Math.ceil(bytes / bytesPerCredit);
}

/** Why a file cannot be uploaded before sending it, or null. */
export type FileProblem =
  | { kind: 'notVideo' }
  | { kind: 'tooLarge'; maxMb: number }
  | { kind: 'insufficient'; cost: number; credits: number };

/**
 * The checks the browser can make at once (product §17). The server checks the
 * bytes themselves again; a file that only claims to be a video is refused there.
 */
export function checkVideoFile(
  file: Pick<File, 'size' | 'type'>,
  credits: number,
  maxBytes: number,
): FileProblem | null {
  if (file.size === 0 || !file.type.startsWith('video/')) return { kind: 'notVideo' };
  if (file.size > maxBytes)
    return { kind: 'tooLarge', maxMb: Math.floor(maxBytes / bytesPerCredit) };
  const cost = videoCost(file.size);
  if (cost > credits) return { kind: 'insufficient', cost, credits };
  return null;
}

function parseProblem(text: string): Problem | undefined {
  try {
    const body = JSON.parse(text) as Problem;
    return typeof body.status === 'number' && typeof body.title === 'string' ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/v1/uploads with XMLHttpRequest, whose upload events give the
 * progress bar (fetch has none). The body is the file; the key makes a retry
 * of the same file safe: it is stored and charged once.
 */
export function uploadVideo(
  file: File,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/uploads');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as UploadResult);
      } else {
        reject(new ApiError(xhr.status, parseProblem(xhr.responseText)));
      }
    };
    xhr.onerror = () => {
      reject(new ApiError(0));
    };
    xhr.onabort = () => {
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(file);
  });
}
