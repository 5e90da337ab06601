package org.clearbrook.water.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class PortalConfig {

    public static final String LDAP_BASE = "ou=staff,dc=clearbrook,dc=org";
    public static final Set<String> READING_SORTS = Set.of("read_on", "cubic_meters", "meter_serial");

    private final Properties props = new Properties();

    public PortalConfig() {
        try (InputStream in = PortalConfig.class.getResourceAsStream("/portal.properties")) {
            props.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String statementsDir() {
        return props.getProperty("portal.statements.dir");
    }

    public String exportsDir() {
        return props.getProperty("portal.exports.dir");
    }

    public String reportScript() {
        return props.getProperty("portal.reports.script");
    }

    public Set<String> webhookHosts() {
        return Set.of(props.getProperty("portal.webhook.allowed-hosts").split(","));
    }
}
