#include "ThingSpeak.h"
unsigned long myChannelNumber = 9994764;
const char * myWriteAPIKey = "V3B6O7Z78YTC33SG";
const char * myReadAPIKey = "5X2LHZKJVJFOE2TH"; // read key of a public channel, published on the dashboard
void loop() { ThingSpeak.writeField(myChannelNumber, 1, 42, myWriteAPIKey); }
