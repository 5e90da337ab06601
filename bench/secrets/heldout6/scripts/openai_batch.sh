#!/usr/bin/env bash
curl https://api.openai.com/v1/batches \
  -H "Authorization: Bearer sk-svcacct-Txr-GOiH9h6WaYVcpA012E-zg2vNshZxp8Xa8-3IRzB9TArDschvAxAcULc2T3BlbkFJkJkr3IN7sEW8QgZph50QE_RYcqor-7X7n6lBf0VFLwBy3fGelS4Tk2fVes7k" \
  -H "Content-Type: application/json" \
  -d '{"input_file_id": "file-zuYroBcOK2uAoWXnkoyPCJxi", "endpoint": "/v1/chat/completions", "completion_window": "24h"}'
