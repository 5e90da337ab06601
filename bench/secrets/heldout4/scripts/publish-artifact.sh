#!/bin/sh
VERSION=$(cat VERSION)
curl -fsS --upload-file build/ledger-$VERSION.jar \
  "https://ci-publisher:VDQfYEooSXwYJ3eVD0@nexus.harbor.dev/repository/maven-releases/dev/harbor/ledger/$VERSION/ledger-$VERSION.jar"
