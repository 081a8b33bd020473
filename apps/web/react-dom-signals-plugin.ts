// Vite plugin for the browser build: React DOM's start-up without a re-parse of its whole module (see below).
import type { Plugin } from 'vite';

/**
 * React DOM makes its internal signals (thrown and compared by identity, never shown: the "suspended" signal, #460,
 * the hydration mismatch and selective hydration ones, …) as Errors while its module is evaluated. With DevTools
 * attached, as under Lighthouse, V8 records where each new Error is made, and for that collects the source
 * positions of the function making it: React DOM's whole module (about 170 kB), parsed again in the task that
 * starts the app, which made it the page's longest task. Made as objects that inherit from Error.prototype, the
 * signals are still errors (`instanceof Error`, name, message) without a recorded stack, which for a signal made at
 * start-up would say nothing anyway.
 */
export function reactDomSignals(): Plugin {
  const module = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
  const signal = /\b([A-Z]\w*Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g;
  return {
    name: 'vuga:react-dom-signals',
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return;
      let count = 0;
      const out = code.replace(signal, (_match, name: string, number: string) => {
        count++;
        return `${name} = vugaSignal(${number})`;
      });
      // React DOM 19.3 makes five; another count means another release, to look at again.
      if (count !== 5) this.error(`react-dom-client: expected 5 signal errors, found ${count}`);
      return `${out}\nfunction vugaSignal(code) {\n  var error = Object.create(Error.prototype);\n  error.message = formatProdErrorMessage(code);\n  return error;\n}\n`;
    },
  };
}
