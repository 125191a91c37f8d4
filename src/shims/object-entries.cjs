/* global module */
// node-polyglot requires the `object.entries` polyfill, which brings a slice of es-abstract to the first screen;
// every browser the portal supports has Object.entries.
module.exports = Object.entries;
