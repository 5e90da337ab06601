package secrets

deny[msg] {
  input.kind == "Secret"
  not input.metadata.annotations["sealedsecrets.bitnami.com/managed"]
  msg := "plaintext secret"
}
