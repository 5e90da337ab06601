#include "Adafruit_MQTT.h"
#define AIO_SERVER      "io.adafruit.com"
#define AIO_SERVERPORT  8883
#define AIO_USERNAME    "voltcraft"
#define AIO_KEY         "aio_kFxd5xDup3bL58sGosw4ZezHJ1Qy"
