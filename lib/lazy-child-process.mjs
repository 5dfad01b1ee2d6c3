// Stands in for node:child_process inside commander, in the llts bundle (cli/build.mjs). Commander requires
// it when it loads, for stand-alone executable subcommands (`git-style`), which llts has none of; loading it
// brings node:net and node:dgram too, about 9 ms of CPU on every llts command on a loaded 2-core machine.
// The real module is loaded on first use, so commander behaves as before if it ever spawns. Only the
// CommonJS bundle imports this file: __filename is the bundle's.
import { createRequire } from 'node:module';

let real;
const childProcess = () => (real ??= createRequire(__filename)('node:child_process'));

export const spawn = (...args) => childProcess().spawn(...args);
