export { GENERATED_VERSION as VERSION } from "./_generated-version.js";
