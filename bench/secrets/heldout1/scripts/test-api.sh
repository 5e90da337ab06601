#!/bin/bash
curl -s -H "Authorization: Bearer 3BPuvELzukmRfj3DqWG0JsmY67MY6oKqN6PRISmGGq6uZhLt" https://api.acme.io/v1/me | jq .
curl -s -u admin:orangeorange643 https://jenkins.acme.internal/job/deploy/build
