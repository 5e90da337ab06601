#!/bin/sh
# Registers a runner. The registration token is read from the environment.
set -eu
gitlab-runner register --non-interactive \
  --url https://gitlab.kestrel.dev/ \
  --registration-token "${RUNNER_REGISTRATION_TOKEN:?set RUNNER_REGISTRATION_TOKEN}" \
  --executor docker --docker-image alpine:3.19
