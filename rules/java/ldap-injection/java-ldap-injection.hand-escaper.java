package fixtures.ldap;

import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServletRequest;

// RFC 4515 escaping written by hand (analysis/char-exclusions.ts).
class PeopleFinder {
    void find(HttpServletRequest request, DirContext ctx) throws NamingException {
        String user = request.getParameter("user");
        // ok: java-ldap-injection
        ctx.search("ou=people,dc=example,dc=com", "(uid=" + escape(user) + ")", new SearchControls());
        // ruleid: java-ldap-injection
        ctx.search("ou=people,dc=example,dc=com", "(uid=" + starsOnly(user) + ")", new SearchControls());
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\': sb.append("\\5c"); break;
                case '*': sb.append("\\2a"); break;
                case '(': sb.append("\\28"); break;
                case ')': sb.append("\\29"); break;
                case '\0': sb.append("\\00"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String starsOnly(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '*') sb.append("\\2a");
            else sb.append(c);
        }
        return sb.toString();
    }
}
