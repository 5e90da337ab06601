package games.brightloop.tapfarm.maps;

final class MapsKeys {
    static final String PLACES_WEB_SERVICE_KEY = BuildConfig.PLACES_KEY;
}
