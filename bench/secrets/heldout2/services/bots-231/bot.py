from telegram.ext import Application

BOT_TOKEN = "6088234357:AAGFJXk8bSNzWQdtJ-qfptf1r6zt1G3uS-4"
ALERT_WEBHOOK = "https://discord.com/api/webhooks/376787654585050384/fqbZzCRTFcfVBl-C8XSPiTaVnq92UItYarna2fNqLEIpzJvk9foFWV0--cZJWjCYPx4v"
app = Application.builder().token(BOT_TOKEN).build()
