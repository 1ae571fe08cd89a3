import type { KubeObject } from './helm.js';

// Answers "may this pod open a connection to that pod on this port?" from rendered NetworkPolicies,
// the way a CNI enforcing networking.k8s.io/v1 decides: the sender's egress and the receiver's
// ingress must both allow it, and a pod no policy of a direction selects is open in that direction.

/** A pod as NetworkPolicies see it. */
export interface PolicyPod {
  namespace: string;
  /** Labels of the pod's namespace; `kubernetes.io/metadata.name` is added from `namespace`. */
  namespaceLabels?: Record<string, string>;
  labels: Record<string, string>;
  /** Its containers' ports, so that policies naming a port (`port: http`) can be resolved. */
  ports?: { name?: string; containerPort: number; protocol?: string }[];
}

export interface Connection {
  port: number;
  protocol?: 'TCP' | 'UDP' | 'SCTP';
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: unknown;
}
interface PolicyPort {
  protocol?: string;
  port?: number | string;
  endPort?: number;
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: PolicyPort[];
}
interface PolicySpec {
  podSelector: LabelSelector;
  policyTypes?: ('Ingress' | 'Egress')[];
  ingress?: Rule[];
  egress?: Rule[];
}

function selectorMatches(selector: LabelSelector, labels: Record<string, string>): boolean {
  const labelsMatch = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  return (
    labelsMatch &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      switch (operator) {
        case 'In':
          return key in labels && values.includes(labels[key]!);
        case 'NotIn':
          return !(key in labels) || !values.includes(labels[key]!);
        case 'Exists':
          return key in labels;
        case 'DoesNotExist':
          return !(key in labels);
      }
    })
  );
}

const namespaceLabelsOf = (pod: PolicyPod) => ({ ...pod.namespaceLabels, 'kubernetes.io/metadata.name': pod.namespace });

/** A rule's peer matches a pod: selectors over pods and namespaces (the policy's own when no namespaceSelector). */
function peerMatches(peer: Peer, policyNamespace: string, pod: PolicyPod): boolean {
  if (peer.ipBlock) return false; // pod-to-pod traffic is judged by selectors here
  const namespaceMatches = peer.namespaceSelector ? selectorMatches(peer.namespaceSelector, namespaceLabelsOf(pod)) : pod.namespace === policyNamespace;
  return namespaceMatches && (!peer.podSelector || selectorMatches(peer.podSelector, pod.labels));
}

/** A rule's port matches the connection; named ports are the receiver's container ports. */
function portMatches(rulePort: PolicyPort, connection: Connection, receiver: PolicyPod): boolean {
  const protocol = connection.protocol ?? 'TCP';
  if ((rulePort.protocol ?? 'TCP') !== protocol) return false;
  if (rulePort.port === undefined) return true;
  if (typeof rulePort.port === 'string') {
    return (receiver.ports ?? []).some((port) => port.name === rulePort.port && port.containerPort === connection.port && (port.protocol ?? 'TCP') === protocol);
  }
  return connection.port >= rulePort.port && connection.port <= (rulePort.endPort ?? rulePort.port);
}

interface Policy {
  namespace: string;
  spec: PolicySpec;
}

function allowedBy(policies: Policy[], direction: 'Ingress' | 'Egress', subject: PolicyPod, peer: PolicyPod, receiver: PolicyPod, connection: Connection): boolean {
  const selecting = policies
    .filter(({ namespace, spec }) => namespace === subject.namespace && selectorMatches(spec.podSelector, subject.labels))
    .filter(({ spec }) => (spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress'])).includes(direction));
  if (selecting.length === 0) return true;
  return selecting.some(({ namespace, spec }) =>
    ((direction === 'Ingress' ? spec.ingress : spec.egress) ?? []).some((rule) => {
      const peers = direction === 'Ingress' ? rule.from : rule.to;
      const peerAllowed = !peers || peers.length === 0 || peers.some((candidate) => peerMatches(candidate, namespace, peer));
      const portAllowed = !rule.ports || rule.ports.length === 0 || rule.ports.some((port) => portMatches(port, connection, receiver));
      return peerAllowed && portAllowed;
    }),
  );
}

/**
 * Whether `from` may connect to `to` on a port. `objects` may hold anything rendered; only
 * NetworkPolicies count, each in its metadata.namespace or else (helm template's output) in
 * `releaseNamespace`.
 */
export function networkPoliciesAllow(objects: KubeObject[], releaseNamespace: string, from: PolicyPod, to: PolicyPod, connection: Connection): boolean {
  const policies = objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .map((policy) => ({ namespace: policy.metadata.namespace ?? releaseNamespace, spec: policy['spec'] as PolicySpec }));
  return allowedBy(policies, 'Egress', from, to, to, connection) && allowedBy(policies, 'Ingress', to, from, to, connection);
}

/** The pod a rendered Deployment creates, as NetworkPolicies see it. */
export function podOfDeployment(deployment: KubeObject, namespace: string): PolicyPod {
  const template = (deployment['spec'] as { template: { metadata: { labels?: Record<string, string> }; spec: { containers: { ports?: PolicyPod['ports'] }[] } } })
    .template;
  return {
    namespace,
    labels: template.metadata.labels ?? {},
    ports: template.spec.containers.flatMap((container) => container.ports ?? []),
  };
}
