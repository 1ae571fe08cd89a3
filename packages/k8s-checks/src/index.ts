export { ensureApiServerTools, startApiServer, type ApiResponse, type ApiServer, type ApiServerTools } from './api-server.js';
export { chartPolicyProblems } from './chart-policy.js';
export {
  applyCustomResourceDefinitions,
  changedObjects,
  createNamespace,
  declaredState,
  installRelease,
  namespaceObjects,
  objectId,
  releaseOwnershipProblems,
  rollbackRelease,
  serverValidationProblems,
  upgradeRelease,
  type InstallTarget,
  type Release,
  type ServerObject,
} from './cluster-install.js';
export { chartDeployables, lintChart, parseDocuments, renderChart, type KubeObject, type ManifestDocument, type RenderOptions } from './helm.js';
export { networkPoliciesAllow, podOfDeployment, type Connection, type PolicyPod } from './network-policy.js';
export { cacheRoot, ensureK8sTools, type K8sTools } from './tools.js';
export { validateDocuments, validateManifestFiles, type ValidateOptions } from './validate.js';
export { kubernetesVersions } from './versions.js';
