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

public class LdapUidSearchServlet extends HttpServlet {

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.harbor.internal:389");
        env.put(Context.SECURITY_PRINCIPAL, "cn=reader,dc=harbor,dc=io");
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("LDAP_PW"));
        return new InitialDirContext(env);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String uid = req.getParameter("uid");
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        sc.setReturningAttributes(new String[] {"cn", "mail"});
        PrintWriter out = resp.getWriter();
        try {
            DirContext ctx = connect();
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=harbor,dc=io", "(uid=" + uid + ")", sc);
            while (results.hasMore()) {
                SearchResult r = results.next();
                out.println(r.getAttributes().get("cn").get());
            }
            ctx.close();
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
