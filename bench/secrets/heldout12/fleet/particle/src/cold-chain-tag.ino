#include "Particle.h"
SYSTEM_THREAD(ENABLED);
// device id 9a630b30877da08df325b8f7
const char* WEBHOOK_EVENT = "tag-telemetry";
const char* INGEST_KEY = nullptr; // set through a Particle webhook template
void setup() { Particle.variable("temp", temp); }
void loop() { Particle.publish(WEBHOOK_EVENT, String(temp), PRIVATE); delay(60000); }
