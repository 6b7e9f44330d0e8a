import { contractMajor, REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';

/** A remote this shell cannot run; asking again will not change that. */
export class IncompatibleRemoteError extends Error {}

function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pages' in value &&
    'slices' in value &&
    'contract' in value &&
    typeof value.contract === 'string'
  );
}

/**
 * A remote's module, if this shell can run it: it must implement a contract with the shell's
 * major. Anything else (no contract, a newer or older major) is refused with the reason, which
 * the error boundary logs, and the remote's region shows its fallback.
 */
export function checkRemoteContract(name: string, value: unknown): RemoteModule {
  if (!isRemoteModule(value)) {
    throw new IncompatibleRemoteError(`${name} exposes no pages of a known remote contract`);
  }
  if (contractMajor(value.contract) !== contractMajor(REMOTE_CONTRACT)) {
    throw new IncompatibleRemoteError(
      `${name} implements remote contract ${value.contract}; this shell knows ${REMOTE_CONTRACT.split('.')[0]}.x`,
    );
  }
  return value;
}
