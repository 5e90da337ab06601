package com.harbor.directory;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Hashtable;
import java.util.Set;
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

public class LdapDepartmentAllowList extends HttpServlet {

    private static final Set<String> DEPARTMENTS = Set.of("engineering", "finance", "sales", "support");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String dept = req.getParameter("dept");
        if (!DEPARTMENTS.contains(dept)) {
            resp.sendError(400, "unknown department");
            return;
        }
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.harbor.internal");
        PrintWriter out = resp.getWriter();
        try {
            DirContext ctx = new InitialDirContext(env);
            NamingEnumeration<SearchResult> people =
                    ctx.search("dc=harbor,dc=io", "(&(objectClass=person)(departmentNumber=" + dept + "))", new SearchControls());
            while (people.hasMore()) {
                out.println(people.next().getName());
            }
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
