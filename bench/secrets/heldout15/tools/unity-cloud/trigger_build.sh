#!/bin/sh
ORG=brightloop
PROJECT=skyharbor
UCB_API_KEY=${UCB_API_KEY:?}
curl -s -X POST -H "Authorization: Basic $UCB_API_KEY" "https://build-api.cloud.unity3d.com/api/v1/orgs/$ORG/projects/$PROJECT/buildtargets/android/builds"
