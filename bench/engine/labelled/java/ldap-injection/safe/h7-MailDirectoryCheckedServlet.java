package com.acme.directory;

import java.io.IOException;
import java.util.Hashtable;
import java.util.regex.Pattern;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MailDirectoryCheckedServlet extends HttpServlet {

    private static final Pattern MAIL = Pattern.compile("^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$");

    private Hashtable<String, String> env() {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return env;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String mail = req.getHeader("X-Lookup-Mail");
        if (mail == null || !MAIL.matcher(mail).matches()) {
            resp.sendError(400);
            return;
        }
        try {
            InitialDirContext dir = new InitialDirContext(env());
            NamingEnumeration<SearchResult> found = dir.search("dc=acme,dc=com",
                    "(&(objectClass=inetOrgPerson)(mail={0}))", new Object[] {mail}, new SearchControls());
            resp.getWriter().print(found.hasMore() ? "known" : "unknown");
            dir.close();
        } catch (NamingException e) {
            resp.sendError(502);
        }
    }
}
