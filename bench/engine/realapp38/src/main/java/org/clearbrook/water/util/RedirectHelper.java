package org.clearbrook.water.util;

public final class RedirectHelper {

    private static final String HOME = "/portal/account/home";

    private RedirectHelper() {
    }

    public static String localOnly(String next) {
        if (next == null || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
            return HOME;
        }
        return next;
    }
}
