from anthropic import Anthropic
from openai import OpenAI

claude = Anthropic(api_key="sk-ant-api03-kASZE-YkJWlc3C9y2cwqgQXocQpm8oqGXzg4JPThEN3Z2BY5xVmZlysOcVU7KLTNk1A4zy89pj2G8S1sgmJ8A14Rji09FAA")
gpt = OpenAI(api_key="sk-proj-vguvAP4IvhzgoAyxlbTLrbqerfebJCZ-kGJvCGWPAnNzRKu7wRlxnssci5up8hQo")
fallback = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
MODEL = "claude-sonnet-4"
