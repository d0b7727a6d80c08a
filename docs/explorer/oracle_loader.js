// Loads the oracle's WebAssembly module (web/package: an ES module built by emscripten with the
// wasm inside, and index.js, whose load() gives the API). Browsers refuse to import a module
// file from a file:// page, so the build embeds the modules' texts in a classic script,
// oracle_sources.js (embed_oracle.py): window.F3GO_ORACLE_SOURCES = {entry, files: {name: text}}.
// Each file becomes a blob: URL, its relative imports ('./f3go.mjs') pointed at the other files'
// URLs, and the entry is imported from its URL; this works from file:// and from any static host.
(function (F3Go) {
  'use strict';
  // A static import or re-export at the start of a line (not one quoted in a comment), as
  // embed_oracle.py finds them.
  const IMPORT = /^([ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*)(['"])\.\/([^'"\/]+)\2/gm;

  function blobUrl(text) {
    return URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  }

  // The URL of file `name` with its relative imports resolved among `files`. Precondition: the
  // imports among the files form no cycle (the build embeds a tree: a wrapper → f3go.mjs).
  function urlOf(name, files, urls, depth) {
    console.assert(depth < 16, 'oracle_loader: imports nested too deep at', name);
    if (urls[name]) return urls[name];
    if (files[name] === undefined) throw new Error('oracle_sources.js: no file ' + name + ' (rebuild the explorer)');
    const text = files[name].replace(IMPORT, (all, head, quote, file) => head + quote + urlOf(file, files, urls, depth + 1) + quote);
    urls[name] = blobUrl(text);
    return urls[name];
  }

  // The oracle's API object (web/README.md). Rejects with an Error naming what is missing.
  F3Go.loadOracle = async function () {
    const sources = window.F3GO_ORACLE_SOURCES;
    if (!sources || !sources.entry || !sources.files)
      throw new Error('oracle_sources.js is missing: build the module (cmake --build --preset wasm) and open the built explorer');
    const module = await import(urlOf(sources.entry, sources.files, {}, 0));
    return module.load();
  };
})(window.F3Go = window.F3Go || {});
