{{- define "api.fullname" -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- define "api.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
{{- end -}}
