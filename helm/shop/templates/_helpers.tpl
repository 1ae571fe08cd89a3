{{/*
Helpers shared by every template. The templates never iterate over .Values directly: they call
"shop.workloads", which merges the defaults into each enabled service/front end and returns one
list of workloads, each a dict:

  name       logical name (identity, bff, shell, ...)
  fullname   Kubernetes object name (identity, bff, web-shell, ...)
  component  service | bff | frontend
  cfg        the merged values block
  port       container port number; portName grpc | http
  servicePort  the Service's port: the gRPC port for services (peers dial <name>:50051), 80 for HTTP workloads
  metricsPort  where Prometheus scrapes /metrics; metricsPortName metrics (services) | http (BFF);
             absent for front ends
  httpPort   a service's second listener (cfg.http.port: container and Service port "http"); 0 for none
  env        non-secret environment (string map) for the ConfigMap; empty for static front ends
  args       the container's args when the chart sets them (server front ends: node dist/server/main.js)
  mfConfigDir  where the remote configuration is mounted (front ends with mountMfConfig): the
             remotes' own documents for a server shell, the generated mf-config.json for a static one

Usage (include returns nothing; the list lands in the dict passed as "out"):
  {{- $w := dict }}{{- $_ := include "shop.workloads" (dict "root" $ "out" $w) }}
  {{- range $wl := $w.owned }} ... {{- end }}

"items" lists every enabled workload of the installation (peers' addresses, policies, routes);
"owned" those this release renders: all of them, or the one `deployable` names.
*/}}

{{- define "shop.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* "<NAME>_GRPC_URL" for a service name. */}}
{{- define "shop.grpcUrlEnvName" -}}
{{- printf "%s_GRPC_URL" (. | upper | replace "-" "_") -}}
{{- end -}}

{{- define "shop.workloads" -}}
{{- $root := .root -}}
{{- $items := list -}}

{{- /* gRPC services, defaults merged under each block */ -}}
{{- $services := list -}}
{{- $grpcUrls := dict -}}
{{- range $name, $block := $root.Values.services -}}
{{- $cfg := mustMergeOverwrite (deepCopy $root.Values.serviceDefaults) (deepCopy (default (dict) $block)) -}}
{{- if $cfg.enabled -}}
{{- $services = append $services (dict "name" $name "cfg" $cfg) -}}
{{- $_ := set $grpcUrls (include "shop.grpcUrlEnvName" $name) (printf "%s:%d" $name (int $cfg.grpcPort)) -}}
{{- end -}}
{{- end -}}

{{- range $svc := $services -}}
{{- $cfg := $svc.cfg -}}
{{- $env := dict
      "GRPC_PORT" (printf "%d" (int $cfg.grpcPort))
      "LOG_LEVEL" (default $root.Values.global.logLevel $cfg.logLevel)
      "DATABASE_SCHEMA" $svc.name
      "KAFKA_BROKERS" $root.Values.global.kafkaBrokers
      "KAFKA_REPLICATION_FACTOR" (printf "%d" (int $root.Values.global.kafkaReplicationFactor))
      "SERVICE_ROLES" $cfg.roles
      "METRICS_PORT" (printf "%d" (int $root.Values.telemetry.metrics.port)) -}}
{{- with $root.Values.telemetry.otlpEndpoint }}{{- $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" . }}{{- end -}}
{{- if $root.Values.telemetry.otlpEndpoint }}{{- $_ := set $env "OTEL_TRACES_SAMPLER_ARG" (toString $root.Values.telemetry.traceSampleRatio) }}{{- end -}}
{{- $peers := omit $grpcUrls (include "shop.grpcUrlEnvName" $svc.name) -}}
{{- $httpPort := int (default 0 (dig "http" "port" 0 $cfg)) -}}
{{- if $httpPort }}{{- $_ := set $env (required (printf "services.%s.http.portEnv is required with http.port" $svc.name) $cfg.http.portEnv) (printf "%d" $httpPort) }}{{- end -}}
{{- $env = mustMergeOverwrite $env $peers (deepCopy (default (dict) $cfg.env)) -}}
{{- /* Set after the merge: no values file turns a cluster into a development stack. */ -}}
{{- $_ := set $env "NODE_ENV" "production" -}}
{{- $items = append $items (dict "name" $svc.name "fullname" $svc.name "component" "service" "cfg" $cfg "port" (int $cfg.grpcPort) "portName" "grpc" "servicePort" (int $cfg.grpcPort) "metricsPort" (int $root.Values.telemetry.metrics.port) "metricsPortName" "metrics" "httpPort" $httpPort "env" $env) -}}
{{- end -}}

{{- /* the BFF: every enabled service's address */ -}}
{{- $bffUrl := "" -}}
{{- if $root.Values.bff.enabled -}}
{{- $cfg := $root.Values.bff -}}
{{- $env := dict
      "PORT" (printf "%d" (int $cfg.port))
      "LOG_LEVEL" (default $root.Values.global.logLevel $cfg.logLevel)
      "KAFKA_BROKERS" $root.Values.global.kafkaBrokers
      "KAFKA_REPLICATION_FACTOR" (printf "%d" (int $root.Values.global.kafkaReplicationFactor)) -}}
{{- with $root.Values.telemetry.otlpEndpoint }}{{- $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" . }}{{- end -}}
{{- if $root.Values.telemetry.otlpEndpoint }}{{- $_ := set $env "OTEL_TRACES_SAMPLER_ARG" (toString $root.Values.telemetry.traceSampleRatio) }}{{- end -}}
{{- if not (kindIs "invalid" $cfg.sessionCacheTtlMs) -}}
{{- $_ := set $env "SESSION_CACHE_TTL_MS" (printf "%d" (int $cfg.sessionCacheTtlMs)) -}}
{{- end -}}
{{- if not (kindIs "invalid" $cfg.trustProxyHops) -}}
{{- $_ := set $env "TRUST_PROXY_HOPS" (printf "%d" (int $cfg.trustProxyHops)) -}}
{{- end -}}
{{- $env = mustMergeOverwrite $env (deepCopy $grpcUrls) (deepCopy (default (dict) $cfg.env)) -}}
{{- /* Set after the merge: no values file turns a cluster into a development stack. */ -}}
{{- $_ := set $env "NODE_ENV" "production" -}}
{{- $bff := dict "name" "bff" "fullname" "bff" "component" "bff" "cfg" $cfg "port" (int $cfg.port) "portName" "http" "servicePort" 80 "metricsPort" (int $cfg.port) "metricsPortName" "http" "env" $env -}}
{{- $items = append $items $bff -}}
{{- $bffUrl = include "shop.serviceUrl" (dict "root" $root "wl" $bff) -}}
{{- end -}}

{{- /* front ends, defaults merged under each block: static (nginx) or a Node server (server: true) */ -}}
{{- range $name, $block := $root.Values.frontends -}}
{{- $cfg := mustMergeOverwrite (deepCopy $root.Values.frontendDefaults) (deepCopy (default (dict) $block)) -}}
{{- if $cfg.enabled -}}
{{- $wl := dict "name" $name "fullname" (printf "web-%s" $name) "component" "frontend" "cfg" $cfg "port" (int $cfg.port) "portName" "http" "servicePort" 80 "env" (dict) -}}
{{- if $cfg.mountMfConfig -}}
{{- $_ := set $wl "mfConfigDir" (ternary "/etc/shop/runtime" "/usr/share/nginx/runtime" $cfg.server) -}}
{{- end -}}
{{- if $cfg.server -}}
{{- $env := dict
      "PORT" (printf "%d" (int $cfg.port))
      "HOST" "0.0.0.0"
      "LOG_LEVEL" (default $root.Values.global.logLevel $cfg.logLevel) -}}
{{- with $bffUrl }}{{- $_ := set $env "BFF_URL" . }}{{- end -}}
{{- with $wl.mfConfigDir }}{{- $_ := set $env "MF_CONFIG_PATH" . }}{{- end -}}
{{- $env = mustMergeOverwrite $env (deepCopy (default (dict) $cfg.env)) -}}
{{- $_ := required (printf "frontends.%s: BFF_URL is required (enable bff or set env.BFF_URL)" $name) $env.BFF_URL -}}
{{- /* Set after the merge: no values file turns a cluster into a development stack. */ -}}
{{- $_ := set $env "NODE_ENV" "production" -}}
{{- $_ := set $wl "env" $env -}}
{{- $_ := set $wl "args" (list "node" "dist/server/main.js") -}}
{{- end -}}
{{- $items = append $items $wl -}}
{{- end -}}
{{- end -}}

{{- $_ := set .out "items" $items -}}
{{- /* What this release renders: every workload, or the one `deployable` names (by its object name: merchant is the service, web-merchant its front end). */ -}}
{{- $deployable := $root.Values.deployable -}}
{{- $owned := list -}}
{{- range $wl := $items -}}
{{- if or (not $deployable) (eq $deployable $wl.fullname) }}{{ $owned = append $owned $wl }}{{ end -}}
{{- end -}}
{{- $_ := set .out "owned" $owned -}}
{{- end -}}

{{/*
"true" when this release renders the objects the workloads share (the Ingress, the
NetworkPolicies between workloads): the whole product in one release, or the "platform" release.
*/}}
{{- define "shop.rendersPlatform" -}}
{{- if or (not .Values.deployable) (eq .Values.deployable "platform") }}true{{ end -}}
{{- end -}}

{{/* In-cluster base URL of a workload's Service, http://<fullname>.<namespace>.svc:<port>: (dict "root" $ "wl" $wl) */}}
{{- define "shop.serviceUrl" -}}
{{- printf "http://%s.%s.svc:%d" .wl.fullname .root.Release.Namespace (int .wl.servicePort) -}}
{{- end -}}

{{/* Selector labels of one workload: (dict "root" $ "wl" $wl) */}}
{{- define "shop.selectorLabels" -}}
app.kubernetes.io/name: {{ .wl.fullname }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{/* Common labels: (dict "root" $ "component" "service" "version" "1.2.3") */}}
{{- define "shop.commonLabels" -}}
app.kubernetes.io/component: {{ .component }}
app.kubernetes.io/part-of: shop
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ include "shop.chart" .root }}
{{- with (dig "version" "" .) }}
app.kubernetes.io/version: {{ . | trunc 63 | quote }}
{{- end }}
{{- with .root.Values.global.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* All labels of one workload: (dict "root" $ "wl" $wl) */}}
{{- define "shop.labels" -}}
{{ include "shop.selectorLabels" . }}
{{ include "shop.commonLabels" (dict "root" .root "component" .wl.component "version" (include "shop.imageTag" (dict "root" .root "image" .wl.cfg.image))) }}
{{- end -}}

{{/* Labels of release-wide objects (Ingress, NetworkPolicies, ConfigMaps not tied to one workload). */}}
{{- define "shop.releaseLabels" -}}
app.kubernetes.io/instance: {{ .Release.Name }}
{{ include "shop.commonLabels" (dict "root" . "component" "platform" "version" .Chart.AppVersion) }}
{{- end -}}

{{/* Image tag: (dict "root" $ "image" $cfg.image) */}}
{{- define "shop.imageTag" -}}
{{- .image.tag | default .root.Values.global.image.tag | default .root.Chart.AppVersion -}}
{{- end -}}

{{/* Image reference: (dict "root" $ "wl" $wl). A digest, when set, wins over the tag. */}}
{{- define "shop.image" -}}
{{- $image := .wl.cfg.image -}}
{{- $repo := required (printf "%s: image.repository is required" .wl.name) $image.repository -}}
{{- with .root.Values.global.image.registry -}}
{{- $repo = printf "%s/%s" (trimSuffix "/" .) $repo -}}
{{- end -}}
{{- if $image.digest -}}
{{- printf "%s@%s" $repo $image.digest -}}
{{- else -}}
{{- printf "%s:%s" $repo (include "shop.imageTag" (dict "root" .root "image" $image)) -}}
{{- end -}}
{{- end -}}

{{/* Secret holding a service's DATABASE_URL. */}}
{{- define "shop.databaseSecret" -}}
{{- .wl.cfg.database.existingSecret | default (printf "%s-db" .wl.name) -}}
{{- end -}}

{{/*
A probe from values. gRPC probes cannot use a named port, so their port is forced to the
service's gRPC port: (dict "probe" $cfg.livenessProbe "wl" $wl)
*/}}
{{- define "shop.probe" -}}
{{- $probe := deepCopy .probe -}}
{{- if hasKey $probe "grpc" -}}
{{- $_ := set $probe "grpc" (mustMergeOverwrite (deepCopy (default (dict) $probe.grpc)) (dict "port" .wl.port)) -}}
{{- end -}}
{{- toYaml $probe -}}
{{- end -}}

{{/* preStop hook: the native sleep action from 1.30 on, a sleep binary before. */}}
{{- define "shop.preStop" -}}
{{- $seconds := int .wl.cfg.preStopSleepSeconds -}}
{{- if semverCompare ">=1.30.0-0" .root.Capabilities.KubeVersion.Version }}
preStop:
  sleep:
    seconds: {{ $seconds }}
{{- else }}
preStop:
  exec:
    command: ["sleep", "{{ $seconds }}"]
{{- end }}
{{- end -}}

{{/*
The generated mf-config.json (or mfConfig.override verbatim): per enabled remote, where the browser
loads it (entry, a path on the public origin) and where the shell's server does (serverEntry, the
remote's Node build through its in-cluster Service).
*/}}
{{- define "shop.mfConfig" -}}
{{- if .Values.mfConfig.override -}}
{{- .Values.mfConfig.override -}}
{{- else -}}
{{- $remotes := list -}}
{{- $w := dict }}{{- $_ := include "shop.workloads" (dict "root" $ "out" $w) -}}
{{- range $wl := $w.items -}}
{{- if and (eq $wl.component "frontend") $wl.cfg.remote -}}
{{- $remotes = append $remotes (include "shop.remoteEntry" (dict "root" $ "wl" $wl) | fromJson) -}}
{{- end -}}
{{- end -}}
{{- toPrettyJson (dict "remotes" $remotes) -}}
{{- end -}}
{{- end -}}

{{/*
A remote's entry in the remote configuration, as JSON: (dict "root" $ "wl" $wl). The release's
version is in both URLs: a deploy of the remote changes the entry, so the shell's server loads
the new version on its next page and browsers get the entry that page rendered with.
*/}}
{{- define "shop.remoteEntry" -}}
{{- $publicPath := .wl.cfg.publicPath -}}
{{- $serviceUrl := include "shop.serviceUrl" . -}}
{{- $version := .wl.cfg.image.digest | default (include "shop.imageTag" (dict "root" .root "image" .wl.cfg.image)) | urlquery -}}
{{- toJson (dict "name" .wl.name "entry" (printf "%sremoteEntry.js?v=%s" $publicPath $version) "serverEntry" (printf "%s%sserver/remoteEntry.js?v=%s" $serviceUrl $publicPath $version)) -}}
{{- end -}}

{{/*
An environment value as a string. Numbers go through toJson: values files parse numbers as
float64, which plain printing turns into 1e+06 from a million on.
*/}}
{{- define "shop.envValue" -}}
{{- if kindIs "string" . -}}
{{- . -}}
{{- else -}}
{{- toJson . -}}
{{- end -}}
{{- end -}}

{{/*
The identities of a service or the BFF: its Kafka user if it has one (the KafkaUser named after
it, whose password the User Operator writes to "<kafka.userSecretPrefix><name>"), and its caller-assertion
keys (docs/service-identity.md): its own private key from "<name>-identity-key", and for services
the shared trust list. (dict "root" $ "wl" $wl)
*/}}
{{- define "shop.identityEnv" -}}
{{- if hasKey .root.Values.kafka.users .wl.name }}
- name: KAFKA_USERNAME
  value: {{ .wl.name | quote }}
- name: KAFKA_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ printf "%s%s" .root.Values.kafka.userSecretPrefix .wl.name }}
      key: password
{{- end }}
- name: SERVICE_IDENTITY_KEY
  valueFrom:
    secretKeyRef:
      name: {{ printf "%s-identity-key" .wl.name }}
      key: SERVICE_IDENTITY_KEY
{{- if eq .wl.component "service" }}
- name: SERVICE_TRUSTED_KEYS
  valueFrom:
    secretKeyRef:
      name: {{ .root.Values.serviceIdentity.trustedKeysSecret }}
      key: SERVICE_TRUSTED_KEYS
{{- end }}
{{- end -}}
