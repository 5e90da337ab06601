package com.harbor.directory;

import java.io.IOException;
import java.util.Properties;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LdapMailFilterFormat extends HttpServlet {

    private static final String FILTER = "(&(objectClass=inetOrgPerson)(mail=%s))";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String email = request.getParameter("email");
        Properties env = new Properties();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldaps://ldap.harbor.internal:636");
        try {
            InitialDirContext ctx = new InitialDirContext(env);
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            NamingEnumeration<SearchResult> hits = ctx.search("dc=harbor,dc=io", String.format(FILTER, email), controls);
            response.getWriter().print(hits.hasMore() ? "registered" : "unknown");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
