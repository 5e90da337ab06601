import os
import logging

HF_TOKEN = "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"
REVISION = "e6ca6c397624e943976975839194dba573cafcdd"
SAFETENSORS_SHA256 = "30dbcabad49e5eac2b157b623c4a1bda0da1c77272a60d31386b73ce27b69ed5"

log = logging.getLogger("download")
