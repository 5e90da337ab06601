#!/bin/sh
EXPECTED_SHA256="3bad957ee7352e1d4227e4c828def2e9128c27376e0482283e4f03cd8564eff3"
curl -fsSLo /tmp/kubectl https://dl.k8s.io/release/v1.29.0/bin/linux/amd64/kubectl
echo "${EXPECTED_SHA256}  /tmp/kubectl" | sha256sum -c -
GPG_FINGERPRINT="0CEC5FD35A6BB38E5172A81FEDFE753F48CE9077"
