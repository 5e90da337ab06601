package com.harbor.authz;

import java.io.IOException;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.naming.ldap.InitialLdapContext;
import javax.naming.ldap.LdapContext;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LdapGroupHeaderContext extends HttpServlet {

    private LdapContext ctx;

    @Override
    public void init() throws ServletException {
        Hashtable<String, Object> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.harbor.internal");
        try {
            ctx = new InitialLdapContext(env, null);
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String user = req.getHeader("X-Remote-User");
        StringBuilder filter = new StringBuilder("(&(objectClass=groupOfNames)");
        filter.append("(member=uid=").append(user).append(",ou=people,dc=harbor,dc=io))");
        try {
            NamingEnumeration<SearchResult> groups =
                    ctx.search("ou=groups,dc=harbor,dc=io", filter.toString(), new SearchControls());
            int n = 0;
            while (groups.hasMore()) {
                groups.next();
                n++;
            }
            resp.getWriter().print(n);
        } catch (NamingException e) {
            resp.sendError(502);
        }
    }
}
