package com.acme.pay;

import java.util.regex.Pattern;

public final class PasswordPolicy {
    public static final String PASSWORD_PATTERN = "^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$%^&+=])(?=\\S+$).{12,64}$";
    public static final int MIN_PASSWORD_LENGTH = 12;
    public static final String PASSWORD_FIELD = "password";
    public static final String TOKEN_HEADER = "X-Auth-Token";
    private static final Pattern P = Pattern.compile(PASSWORD_PATTERN);

    public static boolean ok(String password) {
        return password != null && P.matcher(password).matches();
    }
}
