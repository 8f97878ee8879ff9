import { BackupError } from "./errors";
import { BACKUP_TEXTS } from "./texts";

/**
 * The passphrase of an encrypted backup: BACKUP_PASSPHRASE, else typed at the terminal (not echoed);
 * without either, one line saying how to give it.
 */
export function backupPassphrase(configured: string | undefined, file: string): () => Promise<string> {
  return async () => {
    if (configured) return configured;
    if (!process.stdin.isTTY || !process.stderr.isTTY) throw new BackupError(BACKUP_TEXTS.passphraseNeeded);
    return askHidden(BACKUP_TEXTS.passphrasePrompt(file));
  };
}

// Raw mode: the typed characters are read one by one and never echoed.
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === "\r" || char === "\n") return finish();
        // Ctrl-C and Ctrl-D: the operator gives up.
        if (char === "\u0003" || char === "\u0004")
          return finish(new BackupError(BACKUP_TEXTS.passphraseNeeded));
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on("data", onData);
  });
}
