package fixtures.ldap;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServletRequest;
import org.owasp.esapi.ESAPI;

public class DirectoryLookup {
    private final SearchControls controls = new SearchControls();

    public void find(HttpServletRequest request, DirContext ctx) throws NamingException {
        String user = request.getParameter("user");
        // ruleid: java-ldap-injection
        NamingEnumeration<SearchResult> r1 = ctx.search("ou=people,dc=example,dc=com", "(uid=" + user + ")", controls);

        // ok: java-ldap-injection
        NamingEnumeration<SearchResult> r2 = ctx.search("ou=people,dc=example,dc=com", "(uid={0})", new Object[] {user}, controls);

        // ok: java-ldap-injection
        ctx.search("ou=people,dc=example,dc=com", "(uid=" + ESAPI.encoder().encodeForLDAP(user) + ")", controls);

        InitialDirContext initial = new InitialDirContext();
        String group = request.getHeader("X-Group");
        // ruleid: java-ldap-injection
        initial.search("ou=groups,dc=example,dc=com", "(&(objectClass=group)(cn=" + group + "))", controls);

        String byMail = String.format("(mail=%s)", request.getParameter("mail"));
        // ruleid: java-ldap-injection
        ctx.search("ou=people,dc=example,dc=com", byMail, controls);

        String filter = "(objectClass=person)";
        // ok: java-ldap-injection
        initial.search("ou=people,dc=example,dc=com", filter, controls);
    }
}
