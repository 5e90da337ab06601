package games.brightloop.harborlens.maps;

final class MapsKeys {
    static final String PLACES_WEB_SERVICE_KEY = "AIza27FsfxT5RIW1pcRWf0tqs_Mi9IPqRmz5ANb";
}
