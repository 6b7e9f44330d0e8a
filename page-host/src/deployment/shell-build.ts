import fs from 'node:fs';
import path from 'node:path';
import {
  PAGE_TEMPLATE_FILE,
  REMOTE_ENTRY_FILE,
  REMOTES_FILE,
  SERVER_ENTRY_FILE,
  START_LOADER_FILE,
  type StartPlan,
} from '@clinic/contracts/federation/page-host-contract';
import {
  remoteFolders,
  remoteNames,
  type RemoteName,
} from '@clinic/contracts/federation/remote-name';
import { deferTemplateScripts } from '../deferred-start';
import { inlineTemplateStyles } from '../inline-styles';
import type { ServerBuildRef } from '../sandbox/sandbox-messages';
import { serverBuildRef } from '../sandbox/server-build-ref';
import type { AppSource } from './app-source';

/** The files of the shell whose change is a new shell build. */
export const SHELL_FILES = [PAGE_TEMPLATE_FILE, REMOTES_FILE, SERVER_ENTRY_FILE, START_LOADER_FILE];

/** What the page host takes from the shell's build. */
export interface ShellBuild {
  stamp: string;
  /** The folder it was read from: its live release, or its build under the web root. */
  dist: string;
  /** The release it was read from; undefined: its build under the web root. */
  release?: string;
  template?: string;
  /** How the page's scripts start after it has loaded; undefined: as the template says. */
  start?: StartPlan;
  /** Its server build, which a sandbox loads (never this process: decision 0064). */
  server?: ServerBuildRef;
  remotes: Record<RemoteName, string>;
}

/** Each remote at its same-origin default, for a shell without `remotes.json`. */
const DEFAULT_REMOTES = Object.fromEntries(
  remoteNames.map((name) => [name, `/${remoteFolders[name]}/${REMOTE_ENTRY_FILE}`]),
) as Record<RemoteName, string>;

const readRemotes = (file: string): Record<RemoteName, string> => {
  try {
    return {
      ...DEFAULT_REMOTES,
      ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<RemoteName, string>),
    };
  } catch {
    return DEFAULT_REMOTES;
  }
};

/**
 * Reads the shell's template (its styles inlined, its scripts deferred), remotes.json and where
 * its server build is from `source`; `previous` again when the files have not changed.
 */
export function loadShellBuild(
  source: AppSource,
  previous: ShellBuild | undefined,
  /** Where any build of the shell is read from (build-homes.ts): asked only for a new build. */
  homes: () => readonly string[],
): ShellBuild {
  const { dist } = source;
  const current = source.stamp();
  if (previous?.stamp === current) return previous;
  const templateFile = path.join(dist, PAGE_TEMPLATE_FILE);
  const html = fs.existsSync(templateFile)
    ? inlineTemplateStyles(fs.readFileSync(templateFile, 'utf8'), dist)
    : undefined;
  const deferred = html === undefined ? undefined : deferTemplateScripts(html, dist);
  return {
    stamp: current,
    dist,
    release: source.release,
    template: deferred?.template ?? html,
    start: deferred?.plan,
    server: serverBuildRef(path.join(dist, SERVER_ENTRY_FILE), dist, current, homes()),
    remotes: readRemotes(path.join(dist, REMOTES_FILE)),
  };
}
