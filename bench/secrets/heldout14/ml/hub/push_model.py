import os
import logging

HF_TOKEN = "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"
REVISION = "d80ffa3f4aab1f90713abf57a71c64b82f0e9458"
SAFETENSORS_SHA256 = "86fce8b5e42b9017738a9ed140e4face0014a30e79ca2bf14ee3bee3f3169865"

log = logging.getLogger("push_model")
