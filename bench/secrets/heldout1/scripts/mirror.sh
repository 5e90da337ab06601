#!/bin/bash
git remote add mirror https://ci-bot:glpat-1ayUl2-r1QRhlolXiItv@gitlab.com/acme/platform.git
git push mirror --mirror
