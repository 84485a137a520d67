export { inspect, inspectorEnabled, isInspectorRequested, maskSecrets } from './inspect';
