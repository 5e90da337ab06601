import os
import logging

REPLICATE_API_TOKEN = "r8_ETuUmjOKwyO0CI9qUho2FFE8M26lwDviM4kKX"
MODEL_VERSION = "689d2764fe97bfb633c20f8dcf3579e167d7b6543088dd0f071482ae34780bec"

log = logging.getLogger("replicate_gen")
