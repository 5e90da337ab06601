#!/usr/bin/env bash
set -euo pipefail
# kafka topics

cat > /tmp/client.properties <<EOF
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="admin" password="sv977_DV4NHcZTj0csD-HTye";
EOF
kafka-topics.sh --bootstrap-server kafka-1.ironbark.internal:9093 --command-config /tmp/client.properties --list
