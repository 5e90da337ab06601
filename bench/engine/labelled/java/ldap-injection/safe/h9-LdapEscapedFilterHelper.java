package com.harbor.directory;

import java.io.IOException;
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
import org.springframework.ldap.support.LdapEncoder;

public class LdapEscapedFilterHelper extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String employeeNo = request.getParameter("employeeNumber");
        String filter = "(&(objectClass=inetOrgPerson)(employeeNumber=" + LdapEncoder.filterEncode(employeeNo) + "))";
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.harbor.internal");
        try {
            DirContext ctx = new InitialDirContext(env);
            NamingEnumeration<SearchResult> res = ctx.search("dc=harbor,dc=io", filter, new SearchControls());
            response.getWriter().print(res.hasMore() ? "found" : "none");
            ctx.close();
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
