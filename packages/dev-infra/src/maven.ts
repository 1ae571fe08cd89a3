import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';

const execFileAsync = promisify(execFile);

/** A jar in a Maven repository, e.g. Strimzi's tests jar `io.strimzi:api:0.49.1:jar:tests`. */
export interface MavenJar {
  groupId: string;
  artifactId: string;
  version: string;
  classifier?: string;
}

/** The coordinates `dependency:copy -Dartifact=` takes: `groupId:artifactId:version:jar[:classifier]`. */
export function mavenCoordinates(jar: MavenJar): string {
  return [jar.groupId, jar.artifactId, jar.version, 'jar', ...(jar.classifier ? [jar.classifier] : [])].join(':');
}

/** The name Maven gives the jar's file: `artifactId-version[-classifier].jar`. */
export function mavenJarFileName(jar: MavenJar): string {
  return `${jar.artifactId}-${jar.version}${jar.classifier ? `-${jar.classifier}` : ''}.jar`;
}

/**
 * Runs `mvn -q -B <args>` in `cwd`, to resolve `subject`. Maven works from the machine's own
 * configuration — the mirrors, proxies and offline mode of `~/.m2/settings.xml`, the local
 * repository — so a company mirror works unchanged and nothing names a repository here.
 */
export async function runMaven(args: string[], cwd: string, subject: string): Promise<void> {
  try {
    await execFileAsync('mvn', ['-q', '-B', ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`resolving ${subject} needs \`mvn\` on PATH (scripts/system-deps.mjs installs Debian's maven)`, { cause: error });
    }
    // With -q, Maven reports what it could not resolve as [ERROR] lines on stdout (coloured even with -B).
    const detail = stripVTControlCharacters((error as { stdout?: string }).stdout ?? '').trim() || (error as Error).message;
    throw new Error(`resolving ${subject} with Maven failed (its repositories and mirrors come from ~/.m2/settings.xml): ${detail}`, { cause: error });
  }
}

/** Resolves one jar with Maven (see `runMaven`) and answers its bytes. */
export async function resolveMavenJar(jar: MavenJar): Promise<Buffer> {
  const coordinates = mavenCoordinates(jar);
  // An empty folder: Maven must not pick up a pom.xml from where it runs.
  const outputDir = mkdtempSync(path.join(tmpdir(), 'shop-maven-'));
  try {
    await runMaven(['dependency:copy', `-Dartifact=${coordinates}`, `-DoutputDirectory=${outputDir}`], outputDir, coordinates);
    return readFileSync(path.join(outputDir, mavenJarFileName(jar)));
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}
