package com.acme.directory;

import java.io.IOException;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class MailDirectoryServlet extends HttpServlet {

    private Hashtable<String, String> env() {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return env;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String mail = req.getHeader("X-Lookup-Mail");
        String filter = String.format("(&(objectClass=inetOrgPerson)(mail=%s))", mail);
        try {
            InitialDirContext dir = new InitialDirContext(env());
            NamingEnumeration<SearchResult> found = dir.search("dc=acme,dc=com", filter, new SearchControls());
            resp.getWriter().print(found.hasMore() ? "known" : "unknown");
            dir.close();
        } catch (NamingException e) {
            resp.sendError(502);
        }
    }
}
