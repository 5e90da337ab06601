package edu.northfield.stacks.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

public final class AppConfig {
    private static final Properties PROPS = load();

    private AppConfig() {
    }

    public static String get(String key) {
        return PROPS.getProperty(key);
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = AppConfig.class.getResourceAsStream("/stacks.properties")) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }
}
