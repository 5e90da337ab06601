#include <PubSubClient.h>
extern PubSubClient client;
void reconnect() {
  client.connect("lux-meter-46ed71", "sensor", "Twn6NZTxZ8UgQhet");
}
