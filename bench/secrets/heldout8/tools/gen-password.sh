#!/usr/bin/env bash
# prints a random password for a new service account
openssl rand -base64 32 | tr -d '/+=' | cut -c1-32
