import os

DEBUG = False
SECRET_KEY = os.environ.get("PROVISION_SECRET_KEY", "dev-only-insecure-key")
DATABASE = {
    "host": "db.factory.internal",
    "user": "provision",
    "password": "willow-saffron-willow-52",
}
MQTT_BROKER = "broker.sensors.example"
MQTT_ADMIN_PASSWORD = "Ember_Falcon5496"
SLACK_WEBHOOK = os.environ.get("SLACK_WEBHOOK", "")
PARTICLE_PRODUCT_ID = 15627
PARTICLE_ACCESS_TOKEN = "e458da3f11fb00979b4ef5bd69510618bbe60f28"
BALENA_API_KEY = os.getenv("BALENA_API_KEY", "")
FIRMWARE_SHA256 = "5f1ed3a206b56009581545381b1b607ba4ce68354fa9100559899a8eb878a58a"
SIGNING_KEY_FINGERPRINT = "B941 F8D6 A79F 13FF B8CE 2129 67EE 132C 4913 1BE7"
