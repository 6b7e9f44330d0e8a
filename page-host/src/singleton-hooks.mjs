// Node module-resolution hooks (module.register): the deployed server builds of the shell and
// remotes import the federated singletons (react, react-dom, …) as bare names and this process
// provides them from its own node_modules, as the federation runtime's share scope does in the
// browser. One copy each, so the shell and a remote's page render in one React tree.
let packages = [];
let deployedRootUrl = '';
let providerUrl = '';

export function initialize(data) {
  ({ packages, deployedRootUrl, providerUrl } = data);
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

export function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.startsWith(deployedRootUrl) && packages.includes(packageName(specifier))) {
    return nextResolve(specifier, { ...context, parentURL: providerUrl });
  }
  return nextResolve(specifier, context);
}
