// Every external tool and schema source, pinned. Raising one is a reviewed change here; the cache
// keeps each version in its own folder, so an old one is never mistaken for a new one.

/** helm, built from the Go module proxy. */
export const helmModule = { module: 'helm.sh/helm/v4', version: 'v4.3.1', command: 'cmd/helm', binary: 'helm' } as const;

/** kubectl-validate embeds Kubernetes' OpenAPI schemas per minor version and validates offline. */
export const kubectlValidateModule = {
  module: 'sigs.k8s.io/kubectl-validate',
  version: 'v0.0.4',
  binary: 'kubectl-validate',
} as const;

/**
 * The Kubernetes versions manifests are rendered for and validated against: the oldest the chart
 * supports (Chart.yaml kubeVersion) and the newest the validator's schemas cover (1.30 also
 * switches the chart to the native preStop sleep action).
 */
export const kubernetesVersions = ['1.27', '1.30'] as const;

/** CloudNativePG CRDs (deploy/k8s/postgres): config/crd/bases of its Go module. */
export const cloudNativePgModule = { name: 'cloudnative-pg', path: 'github.com/cloudnative-pg/cloudnative-pg', version: 'v1.26.0', crdFolder: 'config/crd/bases' } as const;

/** Prometheus Operator CRDs (the chart's optional ServiceMonitors): example/prometheus-operator-crd of its Go module. */
export const prometheusOperatorModule = {
  name: 'prometheus-operator',
  path: 'github.com/prometheus-operator/prometheus-operator',
  version: 'v0.85.0',
  crdFolder: 'example/prometheus-operator-crd',
} as const;

/**
 * Strimzi CRDs (deploy/k8s/kafka, kafka.strimzi.io/v1): crds/v1 of its api tests jar,
 * `io.strimzi:api:0.49.1:jar:tests`, resolved with Maven.
 */
export const strimziApiJar = {
  groupId: 'io.strimzi',
  artifactId: 'api',
  version: '0.49.1',
  classifier: 'tests',
  sha256: 'b41d4ea4b51507ea7811a95afdcdde5b814a1cee1455e021c3e89ee092655c38',
  crdFolder: 'crds/v1/',
} as const;

/**
 * kube-apiserver for the API-server check, built with Go. Its own go.mod replaces
 * its staging modules (k8s.io/api, k8s.io/client-go, ...) with local folders, so `go install`
 * refuses it: it is built in a generated module that pins each of them to the published
 * `stagingVersion`, the same code at the same release.
 */
export const kubeApiServerModule = {
  module: 'k8s.io/kubernetes',
  version: 'v1.34.2',
  stagingVersion: 'v0.34.2',
  command: 'cmd/kube-apiserver',
  binary: 'kube-apiserver',
} as const;

/**
 * etcd for kube-apiserver's storage. Debian bookworm's etcd-server is 3.4.23, older than the 3.5
 * Kubernetes 1.34 supports, so it is built too: etcdmain of its server module, the version
 * Kubernetes 1.34 itself requires.
 */
export const etcdModule = { module: 'go.etcd.io/etcd/server/v3', version: 'v3.6.4', binary: 'etcd' } as const;

/** The k6-operator's TestRun CRD, vendored (its Go module is not on the module proxy): crds/<folder> of this package. */
export const k6OperatorCrds = { version: 'v1.6.0', folder: 'k6-operator-v1.6.0' } as const;
