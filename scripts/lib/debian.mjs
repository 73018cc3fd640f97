// Debian packages a script needs, installed with apt-get when missing (as root, or through sudo),
// non-interactively: the machines this runs on reach Debian's archive but not other downloads.
import { run } from './run.mjs';

/** Installs the `packages` (apt names) that are not there yet; says what it installs. */
export async function installDebianPackages(packages, { label = 'debian' } = {}) {
  if (packages.length === 0) return;
  console.log(`[${label}] installing ${packages.join(', ')} (Debian, apt-get)…`);
  const apt = (args) => {
    // noninteractive: no debconf prompt on a CI machine; sudo only when not already root.
    const cmd = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    return process.getuid?.() === 0 ? run(cmd[0], cmd.slice(1)) : run('sudo', cmd);
  };
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', ...packages]);
}
