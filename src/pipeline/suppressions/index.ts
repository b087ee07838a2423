// Bulk suppressions: the interface the CLI wires to --write-suppressions and --suppressions.
export { findingLocator, keyText, type FindingKey, type FindingLocator, type RunInputs } from "./finding-key.js";
export {
  formatSuppressionFile,
  parseSuppressionFile,
  SUPPRESSION_FILE_VERSION,
  type ParsedSuppressionFile,
  type SuppressionEntry,
  type SuppressionFile,
} from "./suppression-file.js";
export { buildSuppressionFile, DEFAULT_SUPPRESSION_REASON, isSuppressible } from "./build-suppressions.js";
export { applySuppressionFile, describeUnused, pruneSuppressionFile, type SuppressionFileOutcome, type UnusedSuppression } from "./apply-suppressions.js";
