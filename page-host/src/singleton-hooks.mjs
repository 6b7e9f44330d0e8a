// Node module-resolution hooks (module.register): the deployed server builds of the shell and
// remotes import the federated singletons (react, react-dom, …) as bare names and this process
// provides them from its own node_modules, as the federation runtime's share scope does in the
// browser. One copy each, so the shell and a remote's page render in one React tree.
// Registered once per folder of deployed builds (the web root, the release store): Node runs
// this module once and calls `initialize` for each registration, so the folders accumulate.
let packages = [];
const deployedRootUrls = [];
let providerUrl = '';

export function initialize(data) {
  ({ packages, providerUrl } = data);
  deployedRootUrls.push(data.deployedRootUrl);
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

export function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (
    parent &&
    deployedRootUrls.some((root) => parent.startsWith(root)) &&
    packages.includes(packageName(specifier))
  ) {
    return nextResolve(specifier, { ...context, parentURL: providerUrl });
  }
  return nextResolve(specifier, context);
}
