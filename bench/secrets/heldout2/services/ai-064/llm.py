from anthropic import Anthropic
from openai import OpenAI

claude = Anthropic(api_key="sk-ant-api03-KECySuGryisaSeDKkrAol5tiLFrfmEvU9Y8QGpiKdksw-8qWbbLVGoncAeHGIqDj2qFGneGITHz32L62anbPTTjNotblkAA")
gpt = OpenAI(api_key="sk-proj-P2MJa0lu6DKf7hh9ePRsnVaBAs1W8oVLvEORHpnSvD0skHhX")
fallback = OpenAI(api_key=os.environ["OPENAI_API_KEY"])
MODEL = "claude-sonnet-4"
