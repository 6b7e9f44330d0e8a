// A sandbox's process (sandbox-process.ts starts it, decision 0064): it imports the shell's and
// at most one remote's server builds and renders pages with them, on the site's request. It is
// started under Node's permission model (reads of those builds and the singletons only; no
// writes, child processes, workers or addons) with none of the server's environment. Plain
// JavaScript, so nothing but Node itself runs before the team code it loads.
import { AsyncLocalStorage } from 'node:async_hooks';
import { registerHooks } from 'node:module';
import { format } from 'node:util';

// Signals are outside the permission model: the builds run as the server's user, and must not
// be able to stop the server or another sandbox. Taken away before any of their code is loaded.
delete process.kill;
delete process._kill;

const send = (message) => process.send?.(message);
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** What a render's code writes to console.error, kept with that render (its async context). */
const renderErrors = new AsyncLocalStorage();
const logError = console.error.bind(console);
console.error = (...args) => {
  const errors = renderErrors.getStore();
  if (errors) errors.push(format(...args).split('\n')[0]);
  else logError(...args);
};

let renderer;
const modules = {};

/**
 * The deployed builds import the federated singletons (react, react-dom, …) by bare name; each
 * resolves from its installed folder (`anchors`), one copy for the shell and the remote alike, as
 * the federation runtime's share scope does in the browser.
 */
function provideSingletons(anchors) {
  const packageName = (specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const anchor = anchors[packageName(specifier)];
      return nextResolve(specifier, anchor ? { ...context, parentURL: anchor } : context);
    },
  });
}

// Loaded in one step, or in two (a spare: the shell first, a remote when one is released).
async function load({ singletons, shell, remote }) {
  if (singletons) provideSingletons(singletons);
  const report = {};
  if (remote) {
    // Where the remote's server build finds its images: read when its module is evaluated.
    globalThis[remote.assetGlobal] = { [remote.name]: remote.assetBase };
    try {
      const loaded = await import(remote.url);
      modules[remote.name] = loaded.default;
      report.remote = { contract: loaded.default?.contract };
    } catch (error) {
      report.remote = { error: messageOf(error) };
    }
  }
  if (shell) {
    try {
      renderer = await import(shell.url);
      report.shell = { remoteContract: renderer.remoteContract };
    } catch (error) {
      report.shell = { error: messageOf(error) };
    }
  }
  send({ type: 'loaded', report });
}

async function render(id, request) {
  const errors = [];
  try {
    const page = await renderErrors.run(errors, () => renderer.renderPage({ ...request, modules }));
    send({ type: 'rendered', id, page, errors });
  } catch (error) {
    send({ type: 'failed', id, message: messageOf(error), errors });
  }
}

process.on('message', (message) => {
  if (message.type === 'load') void load(message);
  else if (message.type === 'render') void render(message.id, message.request);
});
