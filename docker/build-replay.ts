import { spawn } from "node:child_process";
import { cp, mkdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import dockerignore, { type Ignore } from "@balena/dockerignore";
import { type Copy, DockerfileParser, type Env, type From, type Instruction } from "dockerfile-ast";

/**
 * A Dockerfile's build replayed without a container engine (none runs on CI's machine, and no base
 * image can be pulled): each stage gets a folder that stands for its file system, each COPY copies
 * exactly what it names (from the build context, less .dockerignore, or from an earlier stage), and each
 * RUN runs in that folder with the stage's ENV. What the replay cannot do is said, not skipped quietly:
 * - The base image is this machine: its Node.js (the one running the replay, checked against the
 *   image's tag), npm, and the system's programs; pnpm, yarn and corepack are absent, as in the image.
 *   npm's global folder (/usr/local) is the stage's own, so `npm install -g` lands in the stage.
 * - Paths of the image's own folders (/app, /workspace: any absolute path outside the system's folders)
 *   are mapped into the stage's folder, in WORKDIR, COPY and the words of each RUN.
 * - A RUN that installs Debian packages (it begins with `apt-get`) changes the base system, which this
 *   machine stands for: it is not run, only parsed (`sh -n`), and listed in `systemSteps`.
 * - HOME is this machine's, so npm's cache and pnpm's store are warm (as a build cache would be), and
 *   so are its network settings (proxies, extra CA certificates, the registry): a build's network is
 *   the machine's.
 * - USER, EXPOSE and `--chown` change nothing here: one user runs everything.
 * Any other instruction (ADD, ARG, ENTRYPOINT, SHELL, VOLUME...) stops the replay: teach it first.
 */
export interface ReplayedImage {
  /** The last stage's folder, and its WORKDIR mapped into it: where CMD runs. */
  root: string;
  workdir: string;
  /** What the CMD sees: the last stage's ENV, HOME and PATH (its /usr/local/bin, then the base image's). */
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[] | undefined;
  /** Each stage's base image, as FROM names it. */
  baseImages: string[];
  /** The RUN instructions not run (Debian packages), as written. */
  systemSteps: string[];
}

export interface ReplayOptions {
  dockerfile: string;
  /** The build context: the folder `docker build` is given (the repository's root). */
  context: string;
  /** An empty folder for the stages. */
  folder: string;
  /** Each instruction as it starts, and each RUN's output. */
  log?: (line: string) => void;
}

/** A RUN or COPY that would fail `docker build`: the instruction, and what it printed. */
export class ReplayFailure extends Error {
  override name = "ReplayFailure";
}

// Folders every Debian base image has: paths under them are the base system's, never mapped.
const SYSTEM_FOLDERS =
  "bin|boot|dev|etc|home|lib|lib32|lib64|media|mnt|opt|proc|root|run|sbin|srv|sys|tmp|usr|var";
const OWN_PATH = new RegExp(`(?<=^|[\\s="':])/(?!(?:${SYSTEM_FOLDERS})(?:/|\\b))(?=[\\w.-])`, "g");
// What the base image (node:*-slim) has on its PATH besides node and npm, and what it lacks.
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
const NOT_IN_BASE_IMAGE = ["pnpm", "pnpx", "pn", "pnx", "yarn", "corepack"];
const NETWORK_SETTINGS =
  /^(?:https?_proxy|no_proxy|node_extra_ca_certs|ssl_cert_(?:file|dir)|npm_config_(?:registry|cafile|strict_ssl))$/i;

interface Stage {
  name: string;
  root: string;
  workdir: string;
  env: Record<string, string>;
  path: string;
}

export async function replayBuild(options: ReplayOptions): Promise<ReplayedImage> {
  const log = options.log ?? (() => {});
  const dockerfile = DockerfileParser.parse(await readFile(options.dockerfile, "utf8"));
  const ignored = dockerignore().add(await readDockerignore(options.context));
  const base = await baseImageBin(options.folder);
  const stages: Stage[] = [];
  const systemSteps: string[] = [];
  const baseImages: string[] = [];
  let cmd: string[] = [];
  let healthcheck: string[] | undefined;
  let stage: Stage | undefined;

  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const text = instruction.getArgumentsContent() ?? "";
    log(`${keyword} ${text}`);
    if (keyword === "FROM") {
      const from = instruction as From;
      const image = from.getImage() ?? "";
      checkBaseImage(from);
      baseImages.push(image);
      const root = path.join(options.folder, from.getBuildStage() ?? `stage-${stages.length}`);
      await mkdir(path.join(root, "usr/local/bin"), { recursive: true });
      stage = {
        name: from.getBuildStage() ?? String(stages.length),
        root,
        workdir: "/",
        env: {},
        path: `${path.join(root, "usr/local/bin")}:${base}:${SYSTEM_PATH}`,
      };
      stages.push(stage);
      cmd = [];
      healthcheck = undefined;
      continue;
    }
    if (!stage) throw new ReplayFailure(`${keyword} before FROM`);
    // Docker expands variables in these itself (in a RUN, the shell does).
    if (["WORKDIR", "ENV", "COPY"].includes(keyword)) noVariables(instruction);
    switch (keyword) {
      case "WORKDIR":
        stage.workdir = path.posix.resolve(stage.workdir, text);
        await mkdir(inStage(stage, stage.workdir), { recursive: true });
        break;
      case "ENV":
        for (const property of (instruction as Env).getProperties()) {
          stage.env[property.getName()] = property.getValue() ?? "";
        }
        break;
      case "COPY":
        await copy(instruction as Copy, stage, stages, options.context, ignored);
        break;
      case "RUN":
        if (/^apt-get\s/.test(text)) {
          await run(["/bin/sh", "-n", "-c", text], environmentOf(stage), log, `RUN ${text} (its syntax)`);
          systemSteps.push(text);
        } else {
          await run(["/bin/sh", "-c", mapOwnPaths(text, stage)], environmentOf(stage), log, `RUN ${text}`);
        }
        break;
      case "CMD":
        cmd = execForm(text);
        break;
      case "HEALTHCHECK":
        healthcheck = execForm(text.replace(/^CMD\s+/, ""));
        break;
      case "USER":
      case "EXPOSE":
      case "LABEL":
        break;
      default:
        throw new ReplayFailure(`The replay does not know ${keyword} yet (docker/build-replay.ts).`);
    }
  }
  if (!stage) throw new ReplayFailure("The Dockerfile has no FROM.");
  return {
    root: stage.root,
    workdir: inStage(stage, stage.workdir),
    env: environmentOf(stage).env,
    cmd,
    healthcheck,
    baseImages,
    systemSteps,
  };
}

/** The base image is this machine's Node.js: the image's tag must name the same major version. */
function checkBaseImage(from: From) {
  const image = from.getImageName();
  const major = /^(\d+)/.exec(from.getImageTag() ?? "")?.[1];
  if (image !== "node" || !major)
    throw new ReplayFailure(`The replay stands in only for node:<version> images, not ${from.getImage()}.`);
  const running = process.versions.node.split(".")[0];
  if (major !== running)
    throw new ReplayFailure(
      `The image is built on Node.js ${major}; this replay runs on Node.js ${running}.`,
    );
}

/** A folder with the base image's own programs: this Node.js and npm, and none of the others. */
async function baseImageBin(folder: string): Promise<string> {
  const bin = path.join(folder, "base-image/bin");
  await mkdir(bin, { recursive: true });
  await symlink(process.execPath, path.join(bin, "node"));
  const npm = await which("npm");
  await symlink(npm, path.join(bin, "npm"));
  for (const name of NOT_IN_BASE_IMAGE) {
    await writeFile(
      path.join(bin, name),
      `#!/bin/sh\necho "${name}: not found (not in the base image)" >&2\nexit 127\n`,
      {
        mode: 0o755,
      },
    );
  }
  return bin;
}

async function which(program: string): Promise<string> {
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(folder, program);
    if (
      await stat(candidate).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      return candidate;
  }
  throw new ReplayFailure(`${program} is not on this machine's PATH.`);
}

async function readDockerignore(context: string): Promise<string[]> {
  const text = await readFile(path.join(context, ".dockerignore"), "utf8").catch(() => "");
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/** The stage's file-system path for a path inside the image. */
const inStage = (stage: Stage, containerPath: string) =>
  path.join(stage.root, path.posix.resolve(stage.workdir, containerPath));

/** The image's own absolute paths in a command, pointed into the stage's folder. */
function mapOwnPaths(command: string, stage: Stage): string {
  return command.replace(OWN_PATH, `${stage.root}/`);
}

function noVariables(instruction: Instruction) {
  if (instruction.getVariables().length > 0)
    throw new ReplayFailure(`The replay does not expand variables yet: ${instruction.toString()}`);
}

/** CMD and HEALTHCHECK: the exec form's words, or the shell form run by /bin/sh as Docker does. */
function execForm(text: string): string[] {
  if (text.trimStart().startsWith("[")) return JSON.parse(text) as string[];
  return ["/bin/sh", "-c", text];
}

async function copy(instruction: Copy, stage: Stage, stages: Stage[], context: string, ignored: Ignore) {
  const flags = Object.fromEntries(instruction.getFlags().map((flag) => [flag.getName(), flag.getValue()]));
  for (const name of Object.keys(flags)) {
    if (!["from", "chown", "chmod", "link"].includes(name))
      throw new ReplayFailure(`The replay does not know COPY --${name} yet.`);
  }
  const words = instruction.getArguments().map((argument) => argument.getValue());
  const destination = words.pop();
  if (!destination || words.length === 0) throw new ReplayFailure(`COPY needs a source and a destination.`);
  const source = flags.from ? stages.find((earlier) => earlier.name === flags.from) : undefined;
  if (flags.from && !source) throw new ReplayFailure(`COPY --from=${flags.from}: no such stage before it.`);
  const target = inStage(stage, destination);
  const intoFolder = words.length > 1 || destination.endsWith("/");
  for (const word of words) {
    if (/[*?[]/.test(word)) throw new ReplayFailure(`The replay does not expand wildcards yet: ${word}`);
    // From the context: a path relative to its root (never above it), which .dockerignore may leave out.
    const relative = path.posix.normalize(word).replace(/^\/+/, "");
    const from = source ? inStage(source, word) : path.join(context, relative);
    const excluded = !source && relative !== "." && ignored.ignores(relative);
    const info = excluded ? undefined : await stat(from).catch(() => undefined);
    if (!info)
      throw new ReplayFailure(
        `COPY ${word}: not found in ${source ? `stage ${source.name}` : "the build context"}${excluded ? " (.dockerignore leaves it out)" : ""}.`,
      );
    // A folder's contents go into the destination; a file goes into it, or becomes it.
    const to = info.isDirectory() ? target : intoFolder ? path.join(target, path.basename(from)) : target;
    await mkdir(info.isDirectory() ? to : path.dirname(to), { recursive: true });
    await cp(from, to, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => {
        if (source) return true;
        const inContext = path.relative(context, file);
        return inContext === "" || !ignored.ignores(inContext);
      },
    });
  }
}

/** The environment a RUN gets in the stage: HOME, the stage's ENV and PATH, npm's global folder. */
function environmentOf(stage: Stage): { cwd: string; env: Record<string, string> } {
  return {
    cwd: inStage(stage, stage.workdir),
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => NETWORK_SETTINGS.test(name))),
      HOME: process.env.HOME ?? "/root",
      ...stage.env,
      PATH: stage.path,
      // npm's global folder in the node image is /usr/local: the stage's own here.
      NPM_CONFIG_PREFIX: path.join(stage.root, "usr/local"),
    },
  };
}

/** Runs one command as `docker build` runs a RUN: rejects with what it printed when it fails. */
export function run(
  command: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
  log: (line: string) => void = () => {},
  label = command.join(" "),
) {
  const [program, ...args] = command;
  if (!program) throw new ReplayFailure("An empty command.");
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split("\n")) if (line.trim()) log(`  ${line}`);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else reject(new ReplayFailure(`${label} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}
