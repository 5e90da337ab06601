#!/bin/sh
balena login --token m08EPZGIQmeEszovVeg4YCf8CfAsgF08
balena push voltcraft/gateway
echo "release 0265c4aac5bf1926785fdbb2be5aa3bb"
