#!/bin/sh
gitlab-runner register --non-interactive --url https://gitlab.kestrel.dev/ \
  --registration-token GR13489412wBfOnov3hZzCoxxhD5B \
  --executor shell --description legacy-shell
