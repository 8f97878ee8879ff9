import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { EICAR } from "@staffing/api/testing";
import { freePort } from "../testing";

/** Debian's clamav-daemon (.ci/run installs it). */
export const CLAMD = "/usr/sbin/clamd";

/** Why the scanner's tests cannot run here, or null when they can. */
export const clamdMissing = existsSync(CLAMD)
  ? null
  : `${CLAMD} is not installed (apt-get install clamav-daemon)`;

/**
 * A real clamd on a free loopback port, with a configuration and a signature database written here:
 * one body signature, the EICAR test string wherever it appears in a file (so a PDF carrying it is
 * caught as well as the EICAR file itself). Loading one signature takes clamd a few seconds.
 */
export async function startClamd(): Promise<{
  url: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "staffing-clamd-"));
  const databaseDirectory = path.join(folder, "db");
  mkdirSync(databaseDirectory);
  writeFileSync(
    path.join(databaseDirectory, "eicar.ndb"),
    `Eicar-Test-Signature:0:*:${Buffer.from(EICAR).toString("hex")}\n`,
  );
  const port = await freePort();
  const configFile = path.join(folder, "clamd.conf");
  writeFileSync(
    configFile,
    [
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      "Foreground yes",
      `DatabaseDirectory ${databaseDirectory}`,
      `LogFile ${path.join(folder, "clamd.log")}`,
      "StreamMaxLength 10M",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(CLAMD, ["-c", configFile], { stdio: "ignore" });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await pings(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`clamd did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `tcp://127.0.0.1:${port}`, host: "127.0.0.1", port, stop };
}

/** Whether clamd answers PING with PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.setTimeout(1000, () => socket.destroy());
    socket.on("connect", () => socket.write("zPING\0"));
    socket.on("data", (piece) => {
      answer += piece.toString();
    });
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(answer.replace(/\0/g, "").trim() === "PONG"));
  });
}
