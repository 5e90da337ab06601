package com.acme.billing;

import java.util.Map;

public final class Settings {
    static final Map<String, String> VALUES = Map.of(
        "smtp.host", "smtp.mailgun.org",
        "smtp.password", "key-254a2f7f6c64a185ae8ea4af8ee6263e",
        "smtp.port", "587"
    );
}
