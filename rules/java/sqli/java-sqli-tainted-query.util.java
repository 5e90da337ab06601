package fixtures.sqli.repo;

public final class SqlFragments {
    private SqlFragments() {}

    public static String quote(String value) {
        return "'" + value.replace("'", "''") + "'";
    }
}
