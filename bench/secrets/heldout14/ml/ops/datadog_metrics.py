import os
import logging

options = {"api_key": os.environ["DD_API_KEY"]}

log = logging.getLogger("datadog_metrics")
