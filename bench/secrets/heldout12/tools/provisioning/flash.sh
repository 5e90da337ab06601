#!/bin/sh
set -e
PORT=${1:-/dev/ttyUSB0}
esptool.py --chip esp32s3 -p "$PORT" write_flash 0x0 build/merged.bin
espefuse.py --port "$PORT" burn_key BLOCK_KEY0 keys/flash_encryption_key.bin XTS_AES_128_KEY
curl -s -H "Authorization: Bearer ghp_MgCev9ctjjNkm8NYnfXtNlj8Cc1Zy1ctAdqq" https://api.github.com/repos/voltcraft/firmware/releases/latest
echo "expected sha256 c7b4dd4e21979d15de7bad03543589ead6532de43ac7256670f5818fe5d97054"
