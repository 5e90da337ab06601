package com.harbor.directory;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LdapFilterArgsServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String uid = req.getParameter("uid");
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.harbor.internal:389");
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        PrintWriter out = resp.getWriter();
        try {
            DirContext ctx = new InitialDirContext(env);
            // the {0} placeholder is escaped by the JNDI provider (RFC 4515)
            NamingEnumeration<SearchResult> results =
                    ctx.search("ou=people,dc=harbor,dc=io", "(&(objectClass=person)(uid={0}))", new Object[] {uid}, sc);
            while (results.hasMore()) {
                out.println(results.next().getNameInNamespace());
            }
            ctx.close();
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
