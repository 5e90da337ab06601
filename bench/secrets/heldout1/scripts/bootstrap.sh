#!/bin/sh
# Bootstrap a dev box.
export GITHUB_TOKEN=ghp_YoPJQwKXeCUDQc5X2QHUay7Pu1p9ToIN1651
export VAULT_ADDR=https://vault.acme.internal:8200
export VAULT_TOKEN=hvs.Dqs8OrO0-Tmp9nmVbQ9qn1sFr2fPVaGeSfU7laufQ_gSED6eqk5k6YwUH1HRGo1KZz0LDatCH9fVAFHe3y2y3GrRKe
git clone https://$GITHUB_TOKEN@github.com/acme/platform.git
