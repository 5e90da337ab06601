#!/usr/bin/env bash
set -euo pipefail
STEAM_USER=brightloop_builder
STEAM_PASS='w49Sk1Bj2C8hYJtMmcKFoep'
steamcmd +login "$STEAM_USER" "$STEAM_PASS" +run_app_build "$(pwd)/app_build.vdf" +quit
