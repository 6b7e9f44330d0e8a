import fs from 'node:fs';

/**
 * Modes of what the server writes (database, uploads, backups, release store): its own user's
 * only, since enquiries hold health questions and other accounts on the machine have no business
 * reading them. Node only.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates the folder (and missing parents) for this user only, and closes an existing one. False
 * when the folder belongs to another user, who alone may change its mode: the caller says so
 * in its log rather than refuse to start.
 */
export function makePrivateDir(dir: string): boolean {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false;
    throw error;
  }
}

/** Closes existing files to other users (files written before their folder was made private). */
export function makeFilesPrivate(files: readonly string[]): void {
  for (const file of files) if (fs.existsSync(file)) fs.chmodSync(file, PRIVATE_FILE_MODE);
}
