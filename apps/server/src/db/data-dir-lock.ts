import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The embedded database (PGlite) belongs to one process: a second process on the same folder
 * would keep its own copy in memory and each would overwrite the other's writes. The first
 * process holds a lock file (`<DATA_DIR>.lock`) with its pid; a second refuses to start. A lock left by a process that
 * no longer runs (killed with SIGKILL, a power cut) is taken over.
 *
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the folder, not in it: PGlite refuses a new data folder that holds any other file.
  const path = `${resolve(dataDir)}.lock`;
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readSafely(path));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new DataDirInUseError(resolve(dataDir), holder);
      }
      try {
        unlinkSync(path); // stale: its process is gone
      } catch {
        // Another starting process removed it first; try again.
      }
    }
  }
  throw new DataDirInUseError(resolve(dataDir), Number(readSafely(path)));
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'It allows one process at a time: stop that one first, or give this one its own DATA_DIR. ' +
        'To run several server processes, use PostgreSQL (set DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

function readSafely(path: string) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
