#!/usr/bin/env bash
LUNA=/usr/safenet/lunaclient/bin
$LUNA/cmu list -slot=2 -password="$HSM_PIN"
