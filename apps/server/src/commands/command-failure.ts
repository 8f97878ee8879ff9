import { operatorMessage } from "../backup/site-backup";

// What the operator reads when a file or folder a command was given is not usable: why, in words.
const FILE_PROBLEMS: Record<string, string> = {
  ENOENT: "no such file or folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "on a read-only file system",
  ENOSPC: "no space left on the disk",
  EDQUOT: "the disk quota is used up",
  EISDIR: "is a folder, not a file",
  ENOTDIR: "a part of the path is not a folder",
  EEXIST: "already exists",
};

export const COMMAND_TEXTS = {
  fileProblem: (command: string, file: string, problem: string) => `${command} stopped: ${file}: ${problem}.`,
  failed: (command: string, reason: string) => `${command} failed: ${reason}`,
} as const;

/**
 * The one line a command prints when it stops: its own reasons as they are, a file system refusal as
 * the path and why, anything else as the first line of its message. Never a stack: the operator acts on
 * the line, and the stack says nothing they can act on.
 */
export function commandFailure(command: string, error: unknown): string {
  const message = operatorMessage(error);
  if (message !== undefined) return message;
  const { code, path } = (error ?? {}) as NodeJS.ErrnoException;
  const problem = code === undefined ? undefined : FILE_PROBLEMS[code];
  if (problem && path) return COMMAND_TEXTS.fileProblem(command, path, problem);
  const reason = error instanceof Error ? error.message : String(error);
  return COMMAND_TEXTS.failed(command, reason.split("\n", 1)[0] || "unknown error");
}

/** Runs a command's body; on a failure, prints its one line and leaves with exit code 1. */
export async function runCommand(command: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(commandFailure(command, error));
    process.exitCode = 1;
  }
}
