// Preloaded (node --require) into the firebase-tools process that runs the Auth emulator. That emulator builds
// its REST API with exegesis, which by default compiles a JSON-schema validator for every request and response
// of the whole Identity Toolkit API before it listens: 20-odd seconds of CPU on every start. exegesis can
// compile each validator the first time it is used instead (its lazyCompileValidationSchemas option, which
// firebase-tools does not set); this sets it. The same validators run, only later. Does nothing when
// firebase-tools or exegesis cannot be found (another layout, another version).
const { createRequire } = require('node:module');
const { realpathSync } = require('node:fs');
const { join } = require('node:path');

try {
  const root = join(__dirname, '..', '..');
  const tools = createRequire(realpathSync(join(root, 'node_modules', 'firebase-tools', 'package.json')));
  const options = createRequire(tools.resolve('exegesis-express'))('exegesis/lib/options.js');
  const compileOptions = options.compileOptions;
  if (typeof compileOptions === 'function') {
    options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
  }
} catch {
  // firebase-tools then compiles every validator up front, as it would without this file.
}
