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

        // The filter is composed by the format on its own line: reported there too (build-sites.ts).
        // ruleid: java-ldap-injection
        String byMail = String.format("(mail=%s)", request.getParameter("mail"));
        // ruleid: java-ldap-injection
        ctx.search("ou=people,dc=example,dc=com", byMail, controls);

        String filter = "(objectClass=person)";
        // ok: java-ldap-injection
        initial.search("ou=people,dc=example,dc=com", filter, controls);

        // Matching attributes are compared as values: there is no filter text to break out of.
        javax.naming.directory.Attributes matching = new javax.naming.directory.BasicAttributes("uid", user);
        // ok: java-ldap-injection
        ctx.search("ou=people,dc=example,dc=com", matching);
        // ok: java-ldap-injection
        initial.search("ou=people,dc=example,dc=com", new javax.naming.directory.BasicAttributes("mail", group), new String[] {"cn"});
    }

    public boolean login(HttpServletRequest request) throws NamingException {
        String user = request.getParameter("user");
        java.util.Hashtable<String, String> env = new java.util.Hashtable<>();
        env.put(javax.naming.Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        // ruleid: java-ldap-injection
        env.put(javax.naming.Context.SECURITY_PRINCIPAL, "uid=" + user + ",ou=people,dc=example,dc=com");
        // ok: java-ldap-injection
        env.put(javax.naming.Context.SECURITY_CREDENTIALS, request.getParameter("password"));
        java.util.Hashtable<String, String> escaped = new java.util.Hashtable<>();
        // ok: java-ldap-injection
        escaped.put(javax.naming.Context.SECURITY_PRINCIPAL, "uid=" + ESAPI.encoder().encodeForDN(user) + ",ou=people,dc=example,dc=com");
        // The safe login: find the entry with a parameterised filter, bind as the DN the directory returned.
        NamingEnumeration<SearchResult> found = new InitialDirContext().search("ou=people,dc=example,dc=com", "(uid={0})", new Object[] {user}, controls);
        java.util.Hashtable<String, String> asFound = new java.util.Hashtable<>();
        // ok: java-ldap-injection
        asFound.put(javax.naming.Context.SECURITY_PRINCIPAL, found.next().getNameInNamespace());
        // ok: java-ldap-injection
        asFound.put(javax.naming.Context.SECURITY_PRINCIPAL, "uid=" + javax.naming.ldap.Rdn.escapeValue(user) + ",ou=people,dc=example,dc=com");
        DirContext bound = new InitialDirContext(env);
        // ruleid: java-ldap-injection
        bound.getAttributes("uid=" + user + ",ou=people,dc=example,dc=com");
        // ruleid: java-ldap-injection
        bound.search("ou=" + request.getParameter("dept") + ",dc=example,dc=com", "(objectClass=person)", controls);
        // A lookup by distinguished name.
        // ruleid: java-ldap-injection
        bound.lookup("cn=" + user + ",ou=people,dc=example,dc=com");
        // ok: java-ldap-injection
        bound.lookup("cn=" + javax.naming.ldap.Rdn.escapeValue(user) + ",ou=people,dc=example,dc=com");
        return true;
    }
}
