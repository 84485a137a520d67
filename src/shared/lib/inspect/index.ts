export {
  inspect,
  inspectorEnabled,
  isInspectorRequested,
  inspectModeOf,
  isSecretKey,
  maskSecrets,
  serializeForInspector,
  createConsoleInspector,
  formatStateValue,
  type InspectMode,
} from './inspect';
export { createFlowActor, type FlowProps } from './flow-actor';
