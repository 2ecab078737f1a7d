// The package lints itself with the config it ships.
export { default } from './base.js';
